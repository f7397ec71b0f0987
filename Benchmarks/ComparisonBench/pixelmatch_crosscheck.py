#!/usr/bin/env python3
"""Cross-checks cellshot's image comparison against pixelmatch (pixelmatch-py, a port of
mapbox/pixelmatch's index.js). Not run by CI; needs `pip install pixelmatch` (0.4.0 checked).

  python3 Benchmarks/ComparisonBench/pixelmatch_crosscheck.py --disc
      prints pixelmatch's numbers for the synthetic disc of PixelmatchParityTests.swift
  python3 Benchmarks/ComparisonBench/pixelmatch_crosscheck.py IMAGE.png ROWS path/to/cellshot
      moves, recolours and adds noise to the first ROWS rows of an opaque or RGBA 8-bit PNG
      (a cellshot snapshot), compares each variant with pixelmatch and with `cellshot diff` at
      thresholds 0.05, 0.1 and 0.2 with and without anti-aliasing detection, and prints both
      counts (pure Python: about 45 s for 1179 × 400 pixels).
"""
import os, random, re, struct, subprocess, sys, tempfile, zlib
from pixelmatch import pixelmatch

def disc_numbers():
    W = H = 64
    def disc(cx4, cy4, r4, color, img):
        # centre and radius in quarter pixels; 4 × 4 samples per pixel at quarter-pixel centres
        for y in range(H):
            for x in range(W):
                k = 0
                for sy in range(4):
                    for sx in range(4):
                        dx = 4 * x + sx - cx4  # sample at (4x+sx) quarter-pixels (+0.5 omitted: integer grid)
                        dy = 4 * y + sy - cy4
                        if dx * dx + dy * dy <= r4 * r4: k += 1
                i = 4 * (y * W + x)
                for c in range(3):
                    img[i + c] = (img[i + c] * (16 - k) + color[c] * k) // 16
        return img
    def white():
        return bytearray([255] * (W * H * 4))
    ref = disc(129, 126, 80, (0, 0, 128), white())
    act = disc(133, 126, 80, (0, 0, 128), white())
    for y in range(50, 56):
        for x in range(4, 10):
            act[4 * (y * W + x):4 * (y * W + x) + 3] = bytes([200, 30, 30])
    exact = sum(1 for i in range(0, len(ref), 4) if ref[i:i+4] != act[i:i+4])
    print('exact', exact)
    for t in (0.05, 0.1, 0.3):
        for aa in (False, True):
            out = bytearray(W * H * 4)
            n = pixelmatch(ref, act, W, H, out, threshold=t, includeAA=aa)
            yellow = sum(1 for i in range(0, len(out), 4) if out[i:i+4] == b'\xff\xff\x00\xff')
            print(t, aa, n, yellow)
    # checksum of the reference to check the Swift generator makes the same image

def cross_check():
    folder = tempfile.mkdtemp(prefix="pixelmatch-crosscheck-")
    def read_png(path):
        data = open(path, 'rb').read()
        pos, idat, ihdr = 8, b'', None
        while pos < len(data):
            length, kind = struct.unpack('>I4s', data[pos:pos+8]); body = data[pos+8:pos+8+length]; pos += 12 + length
            if kind == b'IHDR': ihdr = struct.unpack('>IIBBBBB', body)
            elif kind == b'IDAT': idat += body
        w, h, depth, ctype = ihdr[:4]
        assert depth == 8 and ctype in (2, 6)
        bpp = 3 if ctype == 2 else 4
        raw = zlib.decompress(idat); stride = w * bpp; out = bytearray(); prev = bytearray(stride)
        for y in range(h):
            f = raw[y*(stride+1)]; line = bytearray(raw[y*(stride+1)+1:(y+1)*(stride+1)])
            for i in range(stride):
                a = line[i-bpp] if i >= bpp else 0; b = prev[i]; c = prev[i-bpp] if i >= bpp else 0
                if f == 1: line[i] = (line[i] + a) & 255
                elif f == 2: line[i] = (line[i] + b) & 255
                elif f == 3: line[i] = (line[i] + (a + b) // 2) & 255
                elif f == 4:
                    p = a + b - c; pa, pb, pc = abs(p-a), abs(p-b), abs(p-c)
                    line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
            prev = line
            for x in range(w):
                out += line[x*bpp:x*bpp+3] + (bytes([line[x*bpp+3]]) if bpp == 4 else b'\xff')
        return w, h, out

    def write_png(path, w, h, rgba):
        raw = b''.join(b'\x00' + bytes(rgba[y*w*4:(y+1)*w*4]) for y in range(h))
        chunk = lambda k, b: struct.pack('>I', len(b)) + k + b + struct.pack('>I', zlib.crc32(k + b) & 0xffffffff)
        open(path, 'wb').write(b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', struct.pack('>IIBBBBB', w, h, 8, 6, 0, 0, 0))
                               + chunk(b'IDAT', zlib.compress(raw, 6)) + chunk(b'IEND', b''))

    w, h, full = read_png(sys.argv[1])
    h = min(h, int(sys.argv[2]) if len(sys.argv) > 2 else 600)
    ref = bytearray(full[:w*h*4])
    rng = random.Random(5)
    def shifted_down(img):
        return img[:w*4] + img[:(h-1)*w*4]
    def shifted_right(img):
        out = bytearray()
        for y in range(h):
            row = img[y*w*4:(y+1)*w*4]; out += row[:4] + row[:-4]
        return out
    def block(img):
        out = bytearray(img)
        for y in range(100, 160):
            for x in range(100, 400): out[4*(y*w+x):4*(y*w+x)+4] = bytes([255, 59, 48, 255])
        return out
    def noise(img):
        out = bytearray(img)
        for _ in range(w*h//100):
            i = rng.randrange(w*h) * 4
            for c in range(3): out[i+c] = max(0, min(255, out[i+c] + rng.randint(-40, 40)))
        return out
    def brighter(img):
        out = bytearray(img)
        for i in range(0, len(out), 4):
            for c in range(3): out[i+c] = min(255, out[i+c] + 3)
        return out
    def translucent(img):
        out = bytearray(img)
        for i in range(0, len(out), 4): out[i+3] = (i // 4 * 7) % 256
        return out

    cases = {'down': shifted_down(ref), 'right': shifted_right(ref), 'block': block(ref), 'noise': noise(ref),
             'brighter': brighter(ref)}
    tref = translucent(ref)
    cases_t = {'translucent-noise': noise(tref), 'translucent-down': translucent(shifted_down(ref))}
    write_png(f'{folder}/ref.png', w, h, ref); write_png(f'{folder}/tref.png', w, h, tref)
    bad = 0
    for name, img in list(cases.items()) + list(cases_t.items()):
        reference = tref if name.startswith('translucent') else ref
        refpath = f'{folder}/tref.png' if name.startswith('translucent') else f'{folder}/ref.png'
        write_png(f'{folder}/{name}.png', w, h, img)
        for threshold in (0.05, 0.1, 0.2):
            for include_aa in (False, True):
                out = bytearray(w*h*4)
                n = pixelmatch(reference, img, w, h, out, threshold=threshold, includeAA=include_aa)
                yellow = sum(1 for i in range(0, len(out), 4) if out[i:i+4] == b'\xff\xff\x00\xff')
                args = [sys.argv[3], 'diff', refpath, f'{folder}/{name}.png', '--threshold', str(threshold)] + (['--include-aa'] if include_aa else [])
                line = subprocess.run(args, capture_output=True, text=True).stdout.strip()
                m = re.match(r'([\d,]+) pixels? differs?', line); ours = int(m.group(1).replace(',', '')) if m else 0
                alpha = re.search(r'([\d,]+) of them only in alpha|only in alpha', line)
                alpha_n = (int(alpha.group(1).replace(',', '')) if alpha and alpha.group(1) else (1 if alpha else 0))
                a = re.search(r'([\d,]+) anti-aliased', line); ours_aa = int(a.group(1).replace(',', '')) if a else 0
                ok = ours - alpha_n == n and ours_aa == yellow
                bad += not ok
                print(f"{'ok ' if ok else 'BAD'} {name:18} t={threshold:<4} aa={'incl' if include_aa else 'skip'}  pixelmatch {n:6} diff {yellow:6} AA | cellshot: {line}")
    print('mismatches:', bad)

if __name__ == "__main__":
    disc_numbers() if sys.argv[1:] == ["--disc"] else cross_check()
