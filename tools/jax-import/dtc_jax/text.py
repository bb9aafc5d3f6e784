"""Reading MLIR types and lists as StableHLO and MLIR print them."""
from __future__ import annotations

import re
from typing import Iterable


def split_top(text: str, sep: str = ",") -> list[str]:
    """Splits at `sep` outside brackets."""
    parts, depth, cur = [], 0, []
    for ch in text:
        if ch in "<([{":
            depth += 1
        elif ch in ">)]}":
            depth -= 1
        if ch == sep and depth == 0:
            parts.append("".join(cur).strip())
            cur = []
        else:
            cur.append(ch)
    if "".join(cur).strip():
        parts.append("".join(cur).strip())
    return parts


def dims_and_element(tensor_type: str) -> tuple[list[str], str]:
    """`tensor<AxBxT>`'s dimensions (as written) and element type; the
    element type may hold an x (`complex<f32>`)."""
    m = re.match(r"tensor<((?:(?:\d+|\?)x)*)(.*)>$", tensor_type.strip())
    if not m:
        raise ValueError(f"not a ranked tensor: {tensor_type}")
    return m.group(1).split("x")[:-1], m.group(2)


def rank(tensor_type: str) -> int:
    return len(dims_and_element(tensor_type)[0])


def element(tensor_type: str) -> str:
    return dims_and_element(tensor_type)[1]


def strip_attrs(text: str) -> str:
    """A type without its attribute dictionary."""
    return re.sub(r"\s*\{.*\}\s*$", "", text.strip())


def zero(element_type: str) -> str:
    """The zero of an element type, as an MLIR literal."""
    if element_type == "i1":
        return "false"
    return "0" if re.fullmatch(r"[iu]\d+|index", element_type) else "0.000000e+00"


def prod(values: Iterable[int]) -> int:
    out = 1
    for v in values:
        out *= v
    return out
