#!/usr/bin/env python3
"""Flips the case of the ASCII letter just after the first NEEDLE that has one in FILE, in place (same size):
each call changes the file, and two calls restore it. Scripts/bench uses it to time a re-run of `check --cache-dir` after one
input changed.

Usage: Scripts/toggle-letter.py FILE NEEDLE
"""
import sys

path, needle = sys.argv[1], sys.argv[2].encode()
with open(path, "r+b") as file:
    data = bytearray(file.read())
    at = data.find(needle)
    # ASCII only: flipping a bit of a UTF-8 lead byte would make the file malformed.
    while at >= 0 and not (at + len(needle) < len(data) and chr(data[at + len(needle)]).isascii()
                           and chr(data[at + len(needle)]).isalpha()):
        at = data.find(needle, at + 1)
    if at < 0:
        sys.exit(f"{path}: no ASCII letter after {needle.decode()!r}")
    data[at + len(needle)] ^= 0x20
    file.seek(0)
    file.write(data)
