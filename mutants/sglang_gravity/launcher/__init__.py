"""Local SGLang servers and an HTTP client for the project's commands, benchmarks and tests.

``server`` starts AR and gravity servers on free loopback ports and guarantees their clean-up
(process sessions, signals); ``client`` sends chat/generate requests and reads gravity's
per-request statistics. No dependency on the serving layer: it talks to SGLang over HTTP only.
"""
