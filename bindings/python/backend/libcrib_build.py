# SPDX-License-Identifier: MIT
"""The build backend of pyproject.toml (PEP 517), standard library only, so that
`pip install .` and `pip wheel .` work offline and with --no-build-isolation, where neither
setuptools nor wheel may be installed.

A wheel is the package bindings/python/libcrib/ with the C library compiled into it: the
sources src/*.c, built with $CC (default cc), $CFLAGS (default -O2) and $LDFLAGS, as the
Makefile builds lib/libcrib.so.MAJOR (position-independent, hidden visibility, the soname),
in a temporary folder, never in the tree. The module finds that copy beside itself. The
library is loaded by ctypes, not linked to Python, so the wheel is tagged py3-none-PLATFORM.
The version is CRIB_VERSION_STRING of include/crib.h; the rest of the metadata is
pyproject.toml's [project]. An sdist holds what a wheel is built from."""

import base64
import hashlib
import io
import os
import re
import shlex
import subprocess
import sys
import sysconfig
import tarfile
import tempfile
import time
import zipfile
from pathlib import Path

try:
    import tomllib
except ImportError:  # before Python 3.11: the TOML reader that pip carries
    from pip._vendor import tomli as tomllib

ROOT = Path.cwd()
PACKAGE = Path("bindings/python/libcrib")
# What an sdist holds, as globs under the root: enough to build a wheel and no more.
SDIST_FILES = ("pyproject.toml", "bindings/python/README.md", "LICENSE", "include/crib.h",
               "src/*.c", "src/*.h", "bindings/python/backend/*.py",
               "bindings/python/libcrib/*.py", "bindings/python/libcrib/py.typed")
# The [project] keys this backend knows; any other is refused rather than dropped.
PROJECT_KEYS = {"name", "dynamic", "description", "readme", "license", "requires-python",
                "classifiers"}
# Zip and tar entries get a fixed time, so that the same tree gives the same archive.
EPOCH = int(os.environ.get("SOURCE_DATE_EPOCH", 315532800))


def _header_define(name):
    text = (ROOT / "include" / "crib.h").read_text(encoding="utf-8")
    found = re.search(rf"^#define CRIB_{name} (\S+)$", text, re.M)
    if not found:
        raise RuntimeError(f"libcrib_build: include/crib.h has no CRIB_{name}")
    return found.group(1).strip('"')


def _project():
    with open(ROOT / "pyproject.toml", "rb") as f:
        project = tomllib.load(f)["project"]
    unknown = set(project) - PROJECT_KEYS
    if unknown or project.get("dynamic") != ["version"]:
        raise RuntimeError(f"libcrib_build: pyproject.toml's [project] has keys this backend "
                           f"does not know ({', '.join(sorted(unknown))}), or a dynamic "
                           "other than [\"version\"]")
    return project


def _names():
    """The distribution's name, its version, and the two as file names use them."""
    name = _project()["name"]
    version = _header_define("VERSION_STRING")
    return name, version, f"{re.sub(r'[-_.]+', '_', name).lower()}-{version}"


def _metadata():
    project = _project()
    name, version, _ = _names()
    lines = ["Metadata-Version: 2.1", f"Name: {name}", f"Version: {version}",
             f"Summary: {project['description']}", f"License: {project['license']['text']}",
             f"Requires-Python: {project['requires-python']}"]
    lines += [f"Classifier: {c}" for c in project.get("classifiers", [])]
    readme = project.get("readme")
    body = ""
    if readme:
        lines.append("Description-Content-Type: text/markdown")
        body = "\n" + (ROOT / readme).read_text(encoding="utf-8")
    return "\n".join(lines) + "\n" + body


def _platform_tag():
    return re.sub(r"[^A-Za-z0-9_]", "_", sysconfig.get_platform())


def _build_library(folder):
    """Compiles src/*.c into folder/libcrib.so.MAJOR; returns its path."""
    if sys.platform.startswith(("win", "cygwin", "darwin")):
        raise RuntimeError("libcrib_build: this backend builds an ELF shared library "
                           "(Linux, the BSDs), as the Makefile does; not for " + sys.platform)
    soname = f"libcrib.so.{_header_define('VERSION_MAJOR')}"
    out = Path(folder) / soname
    sources = sorted(str(p) for p in (ROOT / "src").glob("*.c"))
    command = (shlex.split(os.environ.get("CC", "cc")) + ["-std=c99"]
               + shlex.split(os.environ.get("CFLAGS", "-O2"))
               + ["-fPIC", "-fvisibility=hidden", f"-I{ROOT / 'include'}", "-shared",
                  f"-Wl,-soname,{soname}", "-o", str(out)] + sources
               + shlex.split(os.environ.get("LDFLAGS", "")))
    print("libcrib_build:", " ".join(shlex.quote(c) for c in command), file=sys.stderr)
    subprocess.run(command, check=True)
    return out


def _record_line(path, data):
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{path},sha256={digest},{len(data)}"


def _write_wheel(wheel_path, files, dist_info):
    """files: (archive path, bytes, mode); the RECORD is added last."""
    record = [_record_line(path, data) for path, data, _ in files]
    record.append(f"{dist_info}/RECORD,,")
    files = files + [(f"{dist_info}/RECORD", ("\n".join(record) + "\n").encode(), 0o644)]
    with zipfile.ZipFile(wheel_path, "w", zipfile.ZIP_DEFLATED) as wheel:
        for path, data, mode in files:
            info = zipfile.ZipInfo(path, date_time=time.gmtime(max(EPOCH, 315532800))[:6])
            info.external_attr = (0o100000 | mode) << 16
            info.compress_type = zipfile.ZIP_DEFLATED
            wheel.writestr(info, data)


def _dist_info_files(tag):
    _, _, stem = _names()
    wheel = ("Wheel-Version: 1.0\nGenerator: libcrib_build\nRoot-Is-Purelib: false\n"
             f"Tag: {tag}\n")
    return [(f"{stem}.dist-info/METADATA", _metadata().encode(), 0o644),
            (f"{stem}.dist-info/LICENSE", (ROOT / "LICENSE").read_bytes(), 0o644),
            (f"{stem}.dist-info/WHEEL", wheel.encode(), 0o644)]


# ---- PEP 517 hooks ------------------------------------------------------------------------

def get_requires_for_build_wheel(config_settings=None):
    return []


def get_requires_for_build_sdist(config_settings=None):
    return []


def prepare_metadata_for_build_wheel(metadata_directory, config_settings=None):
    files = _dist_info_files(f"py3-none-{_platform_tag()}")
    for path, data, _ in files:
        target = Path(metadata_directory, path)
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)
    return files[0][0].split("/")[0]


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    _, _, stem = _names()
    tag = f"py3-none-{_platform_tag()}"
    package = sorted(p for p in (ROOT / PACKAGE).iterdir()
                     if p.suffix == ".py" or p.name == "py.typed")
    with tempfile.TemporaryDirectory() as folder:
        library = _build_library(folder)
        files = [(f"libcrib/{p.name}", p.read_bytes(), 0o644) for p in package]
        files.append((f"libcrib/{library.name}", library.read_bytes(), 0o755))
    files += _dist_info_files(tag)
    name = f"{stem}-{tag}.whl"
    _write_wheel(Path(wheel_directory, name), files, f"{stem}.dist-info")
    return name


def build_sdist(sdist_directory, config_settings=None):
    _, _, stem = _names()
    name = f"{stem}.tar.gz"
    paths = sorted({p for pattern in SDIST_FILES for p in ROOT.glob(pattern)})
    with tarfile.open(Path(sdist_directory, name), "w:gz", format=tarfile.PAX_FORMAT) as tar:
        for path in paths:
            _add_to_tar(tar, f"{stem}/{path.relative_to(ROOT).as_posix()}",
                        path.read_bytes())
        _add_to_tar(tar, f"{stem}/PKG-INFO", _metadata().encode())
    return name


def _add_to_tar(tar, path, data):
    info = tarfile.TarInfo(path)
    info.size, info.mode, info.mtime = len(data), 0o644, EPOCH
    tar.addfile(info, io.BytesIO(data))
