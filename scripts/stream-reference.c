/* The C reference for `colormix show - --format hsl`: each line `#rrggbb` read, converted to HSL as
 * colormix converts it (CSS Color 4's rgbToHsl on the exact channels, each 8-bit value / 255), and printed with
 * printf as colormix prints it: `hsl(H S% L%)`, each number rounded half away from zero to 1 decimal and written
 * in its shortest form (`hsl(210 50% 40%)`, `hsl(0.5 100% 20.2%)`), a hue that rounds to 360 written 0.
 * Any other line is skipped. scripts/bench --streams times colormix against this, and checks that both print the
 * same bytes.
 *
 *     cc -O2 -o stream-reference scripts/stream-reference.c -lm && ./stream-reference < colors.txt
 */
#include <math.h>
#include <stdio.h>

static int hex_digit(int c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

/* `units` rounded half away from zero, within 1e-8 of a half counting as the half (as colormix rounds). */
static double half_away(double units) { return round(units + (units < 0 ? -1e-8 : 1e-8)); }

/* `value` to 1 decimal in its shortest form; a hue of 360 is 0. */
static void number(double value, int hue, const char *after) {
  double rounded = half_away(value * 10) / 10 + 0;
  if (hue && rounded >= 360) rounded = 0;
  long units = (long)half_away(rounded * 10);
  long magnitude = units < 0 ? -units : units;
  if (magnitude % 10 == 0) {
    printf("%s%ld%s", units < 0 ? "-" : "", magnitude / 10, after);
  } else {
    printf("%s%ld.%ld%s", units < 0 ? "-" : "", magnitude / 10, magnitude % 10, after);
  }
}

int main(void) {
  static char line[65540];
  while (fgets(line, sizeof line, stdin)) {
    int digits[6], ok = line[0] == '#';
    for (int i = 0; ok && i < 6; i++) ok = (digits[i] = hex_digit(line[i + 1])) >= 0;
    if (!ok || (line[7] != '\n' && line[7] != 0)) continue;
    double red = (digits[0] * 16 + digits[1]) / 255.0, green = (digits[2] * 16 + digits[3]) / 255.0,
           blue = (digits[4] * 16 + digits[5]) / 255.0;
    double high = fmax(red, fmax(green, blue)), low = fmin(red, fmin(green, blue));
    double light = (low + high) / 2, d = high - low, hue = 0, saturation = 0;
    if (d > 1e-9) {
      saturation = light == 0 || light == 1 ? 0 : (high - light) / fmin(light, 1 - light);
      if (high == red) {
        hue = (green - blue) / d + (green < blue ? 6 : 0);
      } else if (high == green) {
        hue = (blue - red) / d + 2;
      } else {
        hue = (red - green) / d + 4;
      }
      hue *= 60;
    }
    if (saturation < 0) {
      hue += 180;
      saturation = -saturation;
    }
    hue = fmod(hue, 360);
    if (hue < 0) hue += 360;
    if (hue >= 360) hue = 0;
    printf("hsl(");
    number(hue, 1, " ");
    number(saturation * 100, 0, "% ");
    number(light * 100, 0, "%)\n");
  }
  return 0;
}
