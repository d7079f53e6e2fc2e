"""The window width of each decode step: the policy, its cost model and the server's settings.

``policy`` chooses a width from acceptance evidence and step costs (pure, with a brute-force
reference); ``step_costs`` keeps the measured step times; ``mode`` turns the
``SGLANG_GRAVITY_WIDTH*`` settings into one value (full, fixed, auto or cycle); ``control`` is
built from it and drives the policy for the worker; ``simulate`` replays recorded runs. Nothing here imports the
scheduler or ``sglang_gravity.serving`` (``tests/repository/test_layering.py``).
"""
