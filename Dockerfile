# sglang-gravity on the official SGLang image of the pinned version (GPU).
#   docker build -t sglang-gravity .
#   docker run --gpus all -p 30000:30000 -v /path/to/ckpt:/ckpt sglang-gravity --model-path /ckpt
FROM lmsysorg/sglang:v0.5.23

WORKDIR /opt/sglang-gravity
COPY pyproject.toml hatch_build.py sglang_gravity_cpu.pth README.md ./
COPY sglang_gravity ./sglang_gravity
COPY models ./models
# The image already carries sglang 0.5.23 and its CUDA torch: install the plugin alone.
RUN python3 -m pip install --no-cache-dir --no-deps .

EXPOSE 30000
ENTRYPOINT ["python3", "-m", "sglang.launch_server", "--speculative-algorithm", "gravity", \
            "--host", "0.0.0.0", "--port", "30000"]
CMD ["--model-path", "/opt/sglang-gravity/models/gravity-demo"]
