"""Save and resume for the training commands (`train`, `grpo`): one format, written in one place.

A save writes the served folder (`model.save_served_folder`: fp32 weights, processor, chat
template, block_diffusion.json), then the command's JSON files into it, then the resumable state
file next to it: a `torch.save`d dict of the model's and the optimizer's state dicts plus the
command's progress (`step`, `elapsed_s`, `config`, `log`, `rng` and its data position). Both
commands save and resume through here; only their progress differs (train: `next_example`, the
loss `window` and every rank's RNG; grpo: `next_prompt` and the CPU RNG).
"""

from __future__ import annotations

import os
import pathlib
from dataclasses import dataclass

import torch

from sglang_gravity.training.model import save_served_folder


def state_path(out: str | os.PathLike, state: str | None = None) -> pathlib.Path:
    """`--state`, else OUT.state.pt beside the output folder."""
    return pathlib.Path(state or f"{pathlib.Path(out)}.state.pt")


def read_state(path: pathlib.Path) -> dict:
    """The dict a save wrote (a full pickle: it holds RNG states and the log)."""
    return torch.load(path, weights_only=False)


@dataclass(frozen=True)
class Checkpoint:
    """Where one run saves: its served folder and its resumable state file."""

    folder: pathlib.Path
    state_path: pathlib.Path

    def save(
        self,
        model,
        processor,
        optimizer: torch.optim.Optimizer,
        *,
        block_diffusion: dict,
        json_files: dict[str, str],
        progress: dict,
    ) -> None:
        """Write the served folder, `json_files` (name -> text) into it, then the state file."""
        folder = save_served_folder(model, processor, self.folder, block_diffusion)
        for name, text in json_files.items():
            (folder / name).write_text(text)
        state = {"model": model.state_dict(), "optimizer": optimizer.state_dict(), **progress}
        torch.save(state, self.state_path)


def restore_weights(state: dict, model, optimizer: torch.optim.Optimizer) -> None:
    """Put a saved state's model and optimizer back (the progress is the command's to read)."""
    model.load_state_dict(state["model"])
    optimizer.load_state_dict(state["optimizer"])


def rng_state(device: str) -> dict:
    """This process's torch RNG state: the CPU generator's, and the device's on CUDA."""
    state = {"cpu": torch.get_rng_state()}
    if torch.device(device).type == "cuda":
        state["cuda"] = torch.cuda.get_rng_state(device)
    return state


def set_rng_state(state: dict, device: str) -> None:
    """Undo what `rng_state` captured, so that a resumed run draws what the straight one drew."""
    torch.set_rng_state(state["cpu"])
    if "cuda" in state and torch.device(device).type == "cuda":
        torch.cuda.set_rng_state(state["cuda"], device)
