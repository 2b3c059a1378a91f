#!/usr/bin/env python3
"""The first step of scripts/generate (run that, not this): turns data/css-colors.tsv and data/crayola.tsv into
Sources/ColorCore/Names/CatalogData.swift, the index of the nearest-name search into
Sources/ColorCore/Names/NameIndexData.swift, and the linear light of the 256 8-bit values into
Sources/ColorCore/Science/SRGBLinearTable.swift.

    scripts/generators/catalogs.py [FOLDER]   write the three files under FOLDER (default: this checkout)

GeneratedFilesTests runs it into a temporary folder and compares the three files with the committed ones byte for
byte; CatalogTests, NearestNameTests and SRGBLinearTableTests check what they hold against the data, `Lab(color)`,
the brute-force search and `SRGBTransfer.linear`. The index and the linear table are speed layers: the search and
the conversion stay exact without them, they only make them fast.

Their gains, measured on 2 cores (AMD EPYC), release builds:
- the name index (NameIndexData): the nearest name of a color that is not 8-bit (the case the name table leaves to
  it) takes 12,690 instructions and 1.9 us through the index against 378,698 instructions and 47.7 us comparing
  every row in full (same answers; scripts/generators/measure-names.swift on 100,000 random 16-bit colors, built
  as scripts/generate builds the name-table generator, instructions from callgrind).
- the linear-light table (SRGBLinearTable): instructions a line of a stream of 10,000 random #rrggbb lines
  (scripts/bench --instructions' method) with the table against `pow`: `show - --format lab` 3,889 against 4,193
  (7% fewer), `show - --format json` 17,367 against 17,841 (3%), the swatch `show -` 6,512 against 6,679 (2.5%).
"""
import math
import pathlib
import struct
import sys

root = pathlib.Path(__file__).resolve().parent.parent.parent
output_root = pathlib.Path(sys.argv[1]) if len(sys.argv) > 1 else root


def rows(name):
    for line in (root / "data" / name).read_text(encoding="utf-8").splitlines():
        if line.startswith("#") or not line.strip():
            continue
        label, hex_code = line.split("\t")
        yield label, hex_code


def write(path, text):
    """Writes `text` to Sources/ColorCore/`path` under the output folder."""
    target = output_root / "Sources" / "ColorCore" / path
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(text, encoding="utf-8")


def fold(label):
    return "".join(c.lower() for c in label if c.isascii() and c.isalnum())


def swift_string(text):
    """A Swift string literal: backslashes, quotes and anything outside printable ASCII escaped."""
    out = []
    for c in text:
        if c == "\\":
            out.append("\\\\")
        elif c == '"':
            out.append('\\"')
        elif " " <= c <= "~":
            out.append(c)
        else:
            out.append("\\u{%X}" % ord(c))
    return '"' + "".join(out) + '"'


def swift_arrays(name, tsv):
    """Parallel arrays of plain element types: a tuple array would cost a metadata instantiation per call."""
    labels = [(label, hex_code) for label, hex_code in rows(tsv)]
    names = "\n".join(f"    {swift_string(label)}," for label, _ in labels)
    folded = "\n".join(f"    {swift_string(fold(label))}," for label, _ in labels)
    rgbs = "\n".join(f"    0x{hex_code[1:]}," for _, hex_code in labels)
    return (f"  static let {name}Names: [String] = [\n{names}\n  ]\n\n"
            f"  /// The names folded for matching: ASCII letters and digits, lower case.\n"
            f"  static let {name}Folded: [String] = [\n{folded}\n  ]\n\n"
            f"  static let {name}RGB: [UInt32] = [\n{rgbs}\n  ]\n")



def linear(encoded):
    """SRGBTransfer.linear, operation for operation, so the doubles match Swift's bit for bit."""
    magnitude = abs(encoded)
    if magnitude <= 0.04045:
        return encoded / 12.92
    value = math.pow((magnitude + 0.055) / 1.055, 2.4)
    return -value if encoded < 0 else value


def cube_root(x):
    """CubeRoot.of, operation for operation (FreeBSD's s_cbrt.c), so the doubles match Swift's bit for bit."""
    def bits(value):
        return struct.unpack("<Q", struct.pack("<d", value))[0]

    def double(pattern):
        return struct.unpack("<d", struct.pack("<Q", pattern))[0]

    pattern = bits(x)
    high = (pattern >> 32) & 0x7FFFFFFF
    if high >= 0x7FF00000:
        return x + x
    if high < 0x00100000:
        pattern = bits(x * 2.0**54)
        high = (pattern >> 32) & 0x7FFFFFFF
        if high == 0:
            return x
        high = high // 3 + 696219795
    else:
        high = high // 3 + 715094163
    t = double((pattern & (1 << 63)) | (high << 32))
    r = (t * t) * (t / x)
    t = t * ((1.87595182427177009643 + r * (-1.88497979543377169875 + r * 1.621429720105354466140))
             + ((r * r) * r) * (-0.758397934778766047437 + r * 0.145996192886612446982))
    t = double((bits(t) + 0x80000000) & 0xFFFFFFFFC0000000)
    s = t * t
    r = x / s
    w = t + t
    r = (r - t) / (w + r)
    return t + t * r


def lab(hex_code):
    """Lab(Color) of the exact 8-bit color, operation for operation (a test checks every value against Swift's)."""
    rgb = int(hex_code[1:], 16)
    r, g, b = (linear(v / 255) for v in (rgb >> 16, (rgb >> 8) & 0xFF, rgb & 0xFF))
    x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
    y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
    z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883

    def f(t):
        return cube_root(t) if t > 216.0 / 24389.0 else (24389.0 / 27.0 * t + 16) / 116

    fx, fy, fz = f(x), f(y), f(z)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def swift_lab_array(name, tsv):
    body = "\n".join(
        "    " + ", ".join(repr(v) for v in lab(hex_code)) + ","
        for _, hex_code in rows(tsv))
    return f"  /// CIELAB (D65) of each color, three values a row, as `Lab(color)` computes them.\n" \
        f"  static let {name}: [Double] = [\n{body}\n  ]\n"


text = (
    "// Generated by scripts/generate from data/*.tsv (scripts/generators/catalogs.py); do not edit.\n\n"
    "/// The rows of the color catalogs, in their files' order, as parallel arrays: names, folded names, 0xRRGGBB\n"
    "/// and CIELAB.\n"
    "enum CatalogData {\n"
    + swift_arrays("css", "css-colors.tsv")
    + "\n"
    + swift_arrays("crayola", "crayola.tsv")
    + "\n"
    + swift_lab_array("cssLab", "css-colors.tsv")
    + "\n"
    + swift_lab_array("crayolaLab", "crayola.tsv")
    + "}\n"
)
def swift_crayola_references():
    """Each Crayola name as it reads back as itself: `crayola:NAME` where CSS has the name too (a bare name is CSS's)."""
    css = {fold(label) for label, _ in rows("css-colors.tsv")}
    body = "\n".join(
        f"    {swift_string(('crayola:' if fold(label) in css else '') + label)},"
        for label, _ in rows("crayola.tsv"))
    return ("  /// Each name as it reads back as itself: `crayola:NAME` where CSS has the name too.\n"
            f"  static let crayolaReferences: [String] = [\n{body}\n  ]\n")


text = text[: -len("}\n")] + "\n" + swift_crayola_references() + "}\n"
write("Names/CatalogData.swift", text)


def ciede2000(lab1, lab2):
    """Lab.difference(to:) (CIEDE2000), for choosing the seeds; they need not match Swift's bit for bit."""
    (l1, a1, b1), (l2, a2, b2) = lab1, lab2
    degrees = 180 / math.pi
    c1, c2 = math.hypot(a1, b1), math.hypot(a2, b2)
    mean7 = ((c1 + c2) / 2) ** 7
    g = 0.5 * (1 - math.sqrt(mean7 / (mean7 + 25 ** 7)))
    ap1, ap2 = (1 + g) * a1, (1 + g) * a2
    cp1, cp2 = math.hypot(ap1, b1), math.hypot(ap2, b2)

    def hue(b, a):
        return 0 if a == 0 and b == 0 else math.atan2(b, a) * degrees % 360

    h1, h2 = hue(b1, ap1), hue(b2, ap2)
    dh = 0
    if cp1 * cp2 != 0:
        dh = h2 - h1
        dh = dh - 360 if dh > 180 else dh + 360 if dh < -180 else dh
    big_dh = 2 * math.sqrt(cp1 * cp2) * math.sin(dh / 2 / degrees)
    mean_l, mean_cp, mean_h = (l1 + l2) / 2, (cp1 + cp2) / 2, h1 + h2
    if cp1 * cp2 != 0:
        mean_h = (h1 + h2) / 2 if abs(h1 - h2) <= 180 else (h1 + h2 + (360 if h1 + h2 < 360 else -360)) / 2
    t = (1 - 0.17 * math.cos((mean_h - 30) / degrees) + 0.24 * math.cos(2 * mean_h / degrees)
         + 0.32 * math.cos((3 * mean_h + 6) / degrees) - 0.20 * math.cos((4 * mean_h - 63) / degrees))
    theta = 30 * math.exp(-(((mean_h - 275) / 25) ** 2))
    rc = 2 * math.sqrt(mean_cp ** 7 / (mean_cp ** 7 + 25 ** 7))
    lt = (mean_l - 50) ** 2
    sl, sc, sh = 1 + 0.015 * lt / math.sqrt(20 + lt), 1 + 0.045 * mean_cp, 1 + 0.015 * mean_cp * t
    rt = -math.sin(2 * theta / degrees) * rc
    tl, tc, th = (l2 - l1) / sl, (cp2 - cp1) / sc, big_dh / sh
    return math.sqrt(tl * tl + tc * tc + th * th + rt * tc * th)


def hue_arc(a, b):
    """The arc (start, span in degrees, counterclockwise) holding CIEDE2000's hue h' = atan2(b, (1 + G) a) for any
    G in 0...0.5: between the hues of (a, b) and (1.5 a, b)."""
    def hue(b, a):
        return 0.0 if a == 0 and b == 0 else math.atan2(b, a) * 180 / math.pi % 360
    h0, h1 = hue(b, a), hue(b, 1.5 * a)
    return (h0, (h1 - h0) % 360) if (h1 - h0) % 360 <= 180 else (h1, (h0 - h1) % 360)


SEED_CELLS = 16


def index_text():
    """Every row of both catalogs (CSS first) ordered by lightness, with what the search's bounds need, and the
    seeds: for each of 16 × 16 × 16 cells of the sRGB cube, the row nearest the cell's center (both catalogs, CSS
    only, Crayola only)."""
    everything = [lab(hex_code) for _, hex_code in rows("css-colors.tsv")]
    css_count = len(everything)
    everything += [lab(hex_code) for _, hex_code in rows("crayola.tsv")]
    order = sorted(range(len(everything)), key=lambda i: (everything[i][0], i))
    seeds = {"": [], "CSS": [], "Crayola": []}
    steps = [(k + 0.5) / SEED_CELLS for k in range(SEED_CELLS)]
    for red in steps:
        for green in steps:
            for blue in steps:
                r, g, b = (linear(v) for v in (red, green, blue))
                x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
                y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
                z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
                f = [cube_root(t) if t > 216.0 / 24389.0 else (24389.0 / 27.0 * t + 16) / 116 for t in (x, y, z)]
                center = (116 * f[1] - 16, 500 * (f[0] - f[1]), 200 * (f[1] - f[2]))
                differences = [ciede2000(center, row) for row in everything]
                for key, rows_ in (("", range(len(everything))), ("CSS", range(css_count)),
                                   ("Crayola", range(css_count, len(everything)))):
                    best = min(rows_, key=lambda i: (differences[i], i))
                    seeds[key].append(order.index(best))

    def array(name, kind, values, per_line, doc):
        lines = [", ".join(values[i:i + per_line]) for i in range(0, len(values), per_line)]
        body = "\n".join("    " + line + "," for line in lines)
        return f"  /// {doc}\n  static let {name}: [{kind}] = [\n{body}\n  ]\n"

    arcs = [hue_arc(everything[i][1], everything[i][2]) for i in order]
    return (
        "// Generated by scripts/generate from data/*.tsv (scripts/generators/catalogs.py); do not edit.\n\n"
        "/// The nearest-name search's index (`NearestName`): every row of both catalogs ordered by CIELAB lightness,\n"
        "/// with what the search's bounds need, and for each cell of a 16 × 16 × 16 grid over the sRGB cube the\n"
        "/// position of the row nearest its center, a first candidate whose difference bounds the search.\n"
        "enum NameIndexData {\n"
        + array("entries", "Double", [
            repr(value) for position, i in enumerate(order)
            for value in (everything[i][0], everything[i][1], everything[i][2],
                          math.sqrt(2.25 * everything[i][1] ** 2 + everything[i][2] ** 2),
                          arcs[position][0], arcs[position][1], float(i), math.hypot(everything[i][1], everything[i][2]))], 4,
                "Eight numbers a row, by lightness: CIELAB L, a and b as `Lab(color)` computes them; "
                "√(2.25 a² + b²), at least\n  /// CIEDE2000's C' = √((1 + G)² a² + b²) since G ≤ 0.5; the arc holding "
                "CIEDE2000's h' for any G (its start\n  /// and its length counterclockwise, in degrees); the row "
                "(0..<148 CSS's, from 148 Crayola's, row − 148); the chroma √(a² + b²).\n  /// One flat array, so that the search "
                "reads it through one pointer.")
        + array("rotationSine", "Double",
                [repr(math.sin(2 * 30 * math.exp(-((5 * k / 25) ** 2)) * math.pi / 180)) for k in range(37)], 4,
                "sin(2 Δθ) at a mean hue 5k degrees from 275 (Δθ = 30° exp(−((h̄' − 275°)/25°)²)), its most over "
                "5k..<5k + 5.")
        + "".join(
            array(f"seed{key}", "Int16", [str(v) for v in values], 20,
                  f"The position of the row nearest each cell's center{' (' + key + ' only)' if key else ''}, "
                  "cell (r, g, b) at 256 r + 16 g + b.")
            for key, values in seeds.items())
        + "}\n"
    )


write("Names/NameIndexData.swift", index_text())


def linear_table_text():
    body = "\n".join("    " + ", ".join(repr(linear(i / 255)) for i in range(row, row + 4)) + ","
                     for row in range(0, 256, 4))
    return (
        "// Generated by scripts/generate (scripts/generators/catalogs.py); do not edit.\n\n"
        "/// `SRGBTransfer.linear(Double(i) / 255)` for each 8-bit value i, as that function computes it: a color read\n"
        "/// from hex converts without `pow`.\n"
        "enum SRGBLinearTable {\n"
        f"  static let values: [Double] = [\n{body}\n  ]\n"
        "}\n"
    )


write("Science/SRGBLinearTable.swift", linear_table_text())
