"""What a benchmark pass sends: request sets that satisfy ``harness.Workload``.

``ocr``: one image per request from a manifest of page crops (the check, the sweep, the
engines and router benchmarks, the soak); ``documents``: whole synthetic documents whose layout
regions are sent as the GLM-OCR SDK sends them and assembled into Markdown (the pages benchmark).
"""
