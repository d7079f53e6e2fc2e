# sglang-gravity on the official SGLang image of the pinned version (GPU). docs/gpu.md has the rest.
#   docker build -t sglang-gravity .
#   docker run --gpus all --shm-size 32g --ipc=host -p 30000:30000 \
#       -v ~/.cache/huggingface:/root/.cache/huggingface sglang-gravity
# serves the published checkpoint (trillionlabs/GravityOCR, fetched into the mounted Hugging Face
# cache on the first run). Another checkpoint: -v /path/to/ckpt:/ckpt ... sglang-gravity --model-path /ckpt
# --shm-size / --ipc=host: SGLang's processes and its CUDA-graph and NCCL set-up share memory
# through /dev/shm, which Docker limits to 64 MB by default. The mounted cache keeps the weights
# across containers. Is gravity exact and faster here? The check, in the same image:
#   docker run --gpus all --shm-size 32g --ipc=host -v ~/.cache/huggingface:/root/.cache/huggingface \
#       -v "$PWD/check:/out" --entrypoint python3 sglang-gravity \
#       -m sglang_gravity.check --model-path trillionlabs/GravityOCR --out /out
FROM lmsysorg/sglang:v0.5.23

ENV HF_HOME=/root/.cache/huggingface
WORKDIR /opt/sglang-gravity
COPY pyproject.toml hatch_build.py sglang_gravity_cpu.pth README.md ./
COPY sglang_gravity ./sglang_gravity
COPY models ./models
COPY benchmarks ./benchmarks
# The image already carries sglang 0.5.23 and its CUDA torch: the plugin goes in without touching
# them (--no-deps), then what sglang does not bring: the OCR metrics of eval and of GRPO's rewards
# (apted, lxml, rapidfuzz), the synthetic documents' content (faker) and the benchmarks' progress bars and plots. The imports are checked
# here, so a missing dependency fails the build, not the first eval.
RUN python3 -m pip install --no-cache-dir --no-deps . \
 && python3 -m pip install --no-cache-dir apted lxml rapidfuzz faker==40.63.0 tqdm matplotlib requests \
 && python3 -c "import sglang_gravity.training.ocr_metrics, sglang_gravity.training.grpo, \
sglang_gravity.check.command, sglang_gravity.serving.plugin"

EXPOSE 30000
ENTRYPOINT ["python3", "-m", "sglang.launch_server", "--speculative-algorithm", "gravity", \
            "--host", "0.0.0.0", "--port", "30000"]
CMD ["--model-path", "trillionlabs/GravityOCR"]
