"""The offline GPU kit: SGLang and what it imports, carried to an air-gapped GPU host.

``manifest.py`` pins what the kit holds, ``build.py`` builds it from the package registries
(``make gpu-kit``), ``install.py`` installs it on the host (standard library only);
``benchmarks/gpu_serve.sh`` is the one command a host runs. See docs/gpu.md.
"""
