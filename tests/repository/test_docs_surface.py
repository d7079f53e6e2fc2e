"""The documents name only things that exist, and nothing outside the repository.

README.md, kernels/README.md and docs/*.md (not the reports under docs/results/) are read as
text; nothing is imported or started. Every ``SGLANG_GRAVITY_*`` variable they name must be read
somewhere under sglang_gravity/; every ``make <target>`` they show must be a Makefile target;
every repository path, module and anchor they write in backticks, in a command block or as a
relative link must exist. No file in the repository outside docs/results/ may cite a design
document that is not part of it. Each failure names the document and the missing thing.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from sglang_gravity import settings
from sglang_gravity.repository import REPO_ROOT

ROOT = REPO_ROOT
DOCS = (ROOT / "README.md", ROOT / "kernels" / "README.md", *sorted((ROOT / "docs").glob("*.md")))
# Spelled in two pieces so that this file does not contain what it forbids.
FORBIDDEN = ("DESIGN" + " \u00a7", "DESIGN" + ".md")
# Never part of the repository's content: tool state, caches, build and run outputs.
SKIPPED_DIRS = {".git", ".venv", "__pycache__", "runs", "build", "dist", "node_modules", "mutants"}
VISIBLE_HIDDEN_DIRS = {".ci", ".github"}
BINARY_SUFFIXES = {".png", ".jpg", ".jpeg", ".safetensors", ".pt", ".bin", ".whl", ".gz", ".pyc"}

ENV_VAR = re.compile(r"SGLANG_GRAVITY_[A-Z0-9_]*")
CODE_SPAN = re.compile(r"`([^`\n]+)`")
LINK = re.compile(r"\[[^\]\n]*\]\(([^)\s]+)\)")
MAKE_COMMAND = re.compile(r"^\s*(?:\$\s+)?make\s+([A-Za-z][\w.-]*)")
MAKE_TARGET = re.compile(r"^([A-Za-z][\w.-]*)\s*:(?!=)", re.MULTILINE)
DOTTED_MODULE = re.compile(r"\bsglang_gravity(?:\.[A-Za-z_]\w*)+(?::[A-Za-z_]\w*)?")
PLACEHOLDER = re.compile(r"[<>*{}$|]|\.\.\.")


@dataclass(frozen=True)
class Doc:
    """One document split into prose (headings, code spans, links) and its command blocks."""

    path: Path
    prose: str  # the text outside fenced blocks
    fenced: str  # the text inside them

    @property
    def name(self) -> str:
        return str(self.path.relative_to(ROOT))


@cache
def read_doc(path: Path) -> Doc:
    prose, fenced, inside = [], [], False
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.lstrip().startswith("```"):
            inside = not inside
            continue
        (fenced if inside else prose).append(line)
    return Doc(path, "\n".join(prose), "\n".join(fenced))


def docs() -> list[Doc]:
    return [read_doc(path) for path in DOCS if path.is_file()]


def fail_if(problems: list[str], what: str) -> None:
    assert not problems, f"{what}:\n  " + "\n  ".join(problems)


@cache
def top_level_names() -> frozenset[str]:
    """The repository's top-level entries a document may name as the start of a path."""
    names = set()
    for entry in ROOT.iterdir():
        hidden = entry.name.startswith(".") and entry.name not in VISIBLE_HIDDEN_DIRS
        if not hidden and entry.name not in SKIPPED_DIRS and not entry.name.endswith(".egg-info"):
            names.add(entry.name)
    return frozenset(names)


def repository_files() -> list[Path]:
    """Every file of the repository's content (tool state, caches and outputs left out)."""
    files, stack = [], [ROOT]
    while stack:
        folder = stack.pop()
        for entry in folder.iterdir():
            name = entry.name
            if entry.is_dir():
                hidden = name.startswith(".") and name not in VISIBLE_HIDDEN_DIRS
                if not (hidden or name in SKIPPED_DIRS or name.endswith(".egg-info")):
                    stack.append(entry)
            elif entry.is_file():
                files.append(entry)
    return files


@cache
def basenames() -> frozenset[str]:
    return frozenset(path.name for path in repository_files())


def words(text: str) -> list[str]:
    """Whitespace-separated words, with quotes and trailing punctuation stripped."""
    return [word.strip("\"'(),;").rstrip(".:") for word in text.split()]


def missing_repo_path(word: str, *, bare_names: bool) -> str | None:
    """Why ``word`` names a repository path that does not exist, or None if it is not one or
    exists. ``bare_names``: a lone ``name.py`` / ``name.sh`` must be some file's name."""
    if not word or PLACEHOLDER.search(word) or "://" in word:
        return None
    if "/" in word:
        first = word.split("/", 1)[0]
        if first in top_level_names():
            return None if (ROOT / word).exists() else f"`{word}` does not exist"
        if first in package_dirs() and first not in top_level_names():  # serving/plugin.py
            if (ROOT / "sglang_gravity" / word).exists():
                return None
            return f"`{word}` does not exist under sglang_gravity/"
        return None  # not a path into this repository (SGLang's, a placeholder, an output)
    if word in top_level_names() or not bare_names:
        return None
    if word.endswith((".py", ".sh")) and word not in basenames():
        return f"`{word}`: no file of that name in the repository"
    return None


def missing_module(dotted: str) -> str | None:
    """Why a ``sglang_gravity.a.b[.attr][:attr]`` reference does not resolve, or None."""
    name, _, attribute = dotted.partition(":")
    parts = name.split(".")
    for end in range(len(parts), 0, -1):
        base = ROOT.joinpath(*parts[:end])
        module = base.with_suffix(".py")
        if module.is_file() or (base / "__init__.py").is_file():
            rest = parts[end:] + ([attribute] if attribute else [])
            if not rest:
                return None
            if len(rest) > 1:
                return f"`{dotted}`: no module {'.'.join(parts[: end + 1])}"
            text = (module if module.is_file() else base / "__init__.py").read_text()
            defined = rf"^(?:class|def|async def)\s+{rest[0]}\b|^{rest[0]}\s*[:=]"
            if re.search(defined, text, re.MULTILINE):
                return None
            return f"`{dotted}`: {'.'.join(parts[:end])} defines no {rest[0]}"
    return f"`{dotted}`: no such module"


def heading_anchors(doc: Doc) -> set[str]:
    """GitHub's anchors for the document's headings (inline code and punctuation dropped)."""
    anchors, seen = set(), {}
    for line in doc.prose.splitlines():
        match = re.match(r"#{1,6}\s+(.*?)\s*#*\s*$", line)
        if not match:
            continue
        slug = re.sub(r"[^\w\- ]", "", match.group(1).lower()).replace(" ", "-")
        count = seen.get(slug, 0)
        seen[slug] = count + 1
        anchors.add(slug if count == 0 else f"{slug}-{count}")
    return anchors


@cache
def code_strings() -> frozenset[str]:
    """Every string constant in the package's code: not comments, not docstrings (a variable
    only named in prose is not read)."""
    import ast

    strings: set[str] = set()
    for path in (ROOT / "sglang_gravity").rglob("*.py"):
        tree = ast.parse(path.read_text())
        docstrings = {
            id(node.body[0].value)
            for node in ast.walk(tree)
            if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef))
            and node.body
            and isinstance(node.body[0], ast.Expr)
            and isinstance(node.body[0].value, ast.Constant)
        }
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                if id(node) not in docstrings:
                    strings.add(node.value)
    return frozenset(strings)


@cache
def package_dirs() -> frozenset[str]:
    """Sub-packages of sglang_gravity, which documents may name without the package prefix."""
    return frozenset(p.name for p in (ROOT / "sglang_gravity").iterdir() if p.is_dir())


# --- the checks: each returns its problems; the tests run them on the documents and on planted
# --- documents that must fail


def unread_variables(documents: list[Doc]) -> list[str]:
    problems = []
    for doc in documents:
        for name in sorted(set(ENV_VAR.findall(doc.prose + "\n" + doc.fenced))):
            name = name.rstrip("_")
            if name != "SGLANG_GRAVITY" and not any(name in text for text in code_strings()):
                problems.append(f"{doc.name}: {name} is not read anywhere under sglang_gravity/")
    return problems


def unknown_make_targets(documents: list[Doc]) -> list[str]:
    targets = set(MAKE_TARGET.findall((ROOT / "Makefile").read_text()))
    problems = []
    for doc in documents:
        commands = [span for span in CODE_SPAN.findall(doc.prose)]
        commands += doc.fenced.splitlines()
        for command in commands:
            match = MAKE_COMMAND.match(command)
            if match and match.group(1) not in targets:
                problems.append(f"{doc.name}: `make {match.group(1)}` is not a Makefile target")
    return problems


def missing_paths_and_modules(documents: list[Doc]) -> list[str]:
    problems = []
    for doc in documents:
        for span in CODE_SPAN.findall(doc.prose):
            for word in words(span):
                problem = missing_repo_path(word, bare_names=True)
                if problem:
                    problems.append(f"{doc.name}: {problem}")
        for word in words(doc.fenced):  # commands: repository paths only, not layout names
            problem = missing_repo_path(word, bare_names=False)
            if problem:
                problems.append(f"{doc.name}: {problem} (in a command block)")
        for dotted in sorted(set(DOTTED_MODULE.findall(doc.prose + "\n" + doc.fenced))):
            problem = missing_module(dotted)
            if problem:
                problems.append(f"{doc.name}: {problem}")
    return problems


def broken_links(documents: list[Doc]) -> list[str]:
    problems = []
    for doc in documents:
        for target in LINK.findall(doc.prose):
            if re.match(r"[a-z][a-z0-9+.-]*:", target):
                continue  # https:, mailto: ...
            path_part, _, anchor = target.partition("#")
            linked = (doc.path.parent / path_part).resolve() if path_part else doc.path
            if not linked.exists():
                problems.append(f"{doc.name}: link ({target}) points at nothing")
            elif anchor and linked.suffix == ".md" and linked.is_file():
                anchors = heading_anchors(doc if linked == doc.path else read_doc(linked))
                if anchor not in anchors:
                    where = linked.relative_to(ROOT)
                    problems.append(
                        f"{doc.name}: link ({target}): {where} has no heading #{anchor}"
                    )
    return problems


def test_every_sglang_gravity_variable_named_exists_in_the_source():
    fail_if(unread_variables(docs()), "variables named in the documents but read by no code")


def test_every_make_target_named_exists_in_the_makefile():
    fail_if(unknown_make_targets(docs()), "make targets named in the documents but absent")


def test_every_repository_path_and_module_named_exists():
    fail_if(
        missing_paths_and_modules(docs()),
        "repository paths or modules named in the documents that do not exist",
    )


def test_every_relative_link_and_anchor_resolves():
    fail_if(broken_links(docs()), "relative links in the documents that do not resolve")


def _planted(prose: str, fenced: str = "") -> list[Doc]:
    return [Doc(ROOT / "docs" / "planted.md", prose, fenced)]


def test_each_check_catches_a_planted_mistake():
    """A document naming what does not exist fails each check; the same shapes that exist pass."""
    # a variable only a comment or a docstring mentions is not read
    assert unread_variables(_planted("Set `SGLANG_GRAVITY_NO_SUCH_SETTING=1`."))
    assert not unread_variables(_planted("Set `SGLANG_GRAVITY_WIDTH=full`."))
    assert unknown_make_targets(_planted("Run `make no-such-target`."))
    assert not unknown_make_targets(_planted("Run `make test`."))
    assert missing_paths_and_modules(_planted("See `sglang_gravity/serving/nothing.py`."))
    # package-relative paths (serving/..., width/...) are checked under sglang_gravity/
    assert missing_paths_and_modules(_planted("See `serving/nothing.py`."))
    assert not missing_paths_and_modules(_planted("See `serving/plugin.py`."))
    assert missing_paths_and_modules(_planted("", "python benchmarks/no_such_script.py"))
    assert missing_paths_and_modules(_planted("`sglang_gravity.serving.plugin.no_such_name`"))
    assert not missing_paths_and_modules(_planted("`sglang_gravity.serving.plugin:register`"))
    assert broken_links(_planted("[x](no-such-file.md)"))
    assert broken_links(_planted("[x](gpu.md#no-such-heading)"))
    assert not broken_links(_planted("[x](gpu.md#the-start-up-self-test)"))


def test_nothing_outside_docs_results_cites_a_design_document_outside_the_repository():
    results = ROOT / "docs" / "results"
    problems = []
    for path in repository_files():
        if results in path.parents or path.suffix in BINARY_SUFFIXES:
            continue
        text = path.read_bytes().decode("utf-8", errors="ignore")
        for forbidden in FORBIDDEN:
            for line_number, line in enumerate(text.splitlines(), 1):
                if forbidden in line:
                    where = path.relative_to(ROOT)
                    problems.append(f"{where}:{line_number}: cites {forbidden!r}: {line.strip()}")
    fail_if(problems, "references to a document that is not in the repository")


# The project speaks of the product to its users: a change is dated or given its commit, never
# an internal ticket's number, and nothing names the tools its builders happened to use. Spelled
# in pieces so that this file does not contain what it forbids.
INTERNAL = re.compile(
    r"\b" + "issu" + r"es?\s+#?\d+"
    + "|" + "device" + r"\s+(?:tool|call)s?"
    + "|" + "this work" + "place"
    + "|" + r"\b" + "lea" + r"ses?\b"
    + "|" + "helper" + r"\s+sessions?",
    re.IGNORECASE,
)  # fmt: skip


def internal_words(path: Path, text: str) -> list[str]:
    where = path.relative_to(ROOT) if path.is_absolute() else path
    return [
        f"{where}:{n}: {match.group(0)!r}: {line.strip()[:120]}"
        for n, line in enumerate(text.splitlines(), 1)
        for match in [INTERNAL.search(line)]
        if match
    ]


def test_no_file_speaks_of_internal_tickets_or_tools():
    """Every text file of the repository (docs, results, code, tests, scripts): a ticket number
    or the name of a builder's tool in a document, comment or message means nothing to a user."""
    problems = []
    for path in repository_files():
        if path.suffix in BINARY_SUFFIXES:
            continue
        problems += internal_words(path, path.read_bytes().decode("utf-8", errors="ignore"))
    fail_if(problems, "internal ticket numbers or tool names")


def test_the_internal_words_check_catches_each_shape():
    planted = Path("planted.md")
    for line in (
        "Since " + "issue" + " 37 the TPF counts AR steps.",
        "(" + "Issues" + " #12 and 13)",
        "through the " + "dev" + "ice tool" + " of this project",
        "in one " + "dev" + "ice call",
        "a GPU " + "lea" + "se",
        "this " + "work" + "place",
        "a " + "hel" + "per session" + " found it",
    ):
        assert internal_words(planted, line), line
    for line in ("the issue at hand", "re-leased memory", "a helper function", "2026-12-04"):
        assert not internal_words(planted, line), line


def variables_named_in_the_package() -> dict[str, set[str]]:
    """Every ``SGLANG_GRAVITY_*`` name written as a string literal in the package's code, and
    the files that write it."""
    names: dict[str, set[str]] = {}
    for path in (ROOT / "sglang_gravity").rglob("*.py"):
        for name in re.findall(r"[\"'](SGLANG_GRAVITY_[A-Z0-9_]+)[\"']", path.read_text()):
            names.setdefault(name, set()).add(path.relative_to(ROOT).as_posix())
    return names


def test_every_setting_is_declared_once_in_the_registry():
    named = variables_named_in_the_package()
    assert set(named) == set(settings.BY_NAME), "declared in sglang_gravity/settings.py only"
    outside = {n: files for n, files in named.items() if files != {"sglang_gravity/settings.py"}}
    assert outside == {}, "named as a string outside the registry: read it through settings"
    assert len(settings.ALL) == len(settings.BY_NAME)


def test_the_settings_table_is_the_registrys():
    """docs/serving.md's table is ``python -m sglang_gravity.settings``'s output, row for row;
    the tools' variables are listed under it, not in it."""
    text = (ROOT / "docs" / "serving.md").read_text()
    section = text.split("### Settings: every", 1)[1].split("\n## ", 1)[0]
    rows = [line for line in section.splitlines() if line.startswith("|")]
    assert "\n".join(rows) == settings.markdown_table()
    after_table = section.split(rows[-1], 1)[1]
    tools = [s.name for s in settings.ALL if s.scope == "tool"]
    assert tools and all(f"`{name}`" in after_table for name in tools)
