#!/usr/bin/env bash
# Renders the dashboard hero loop (hero.webm, hero.mp4) and its poster frame (hero-poster.jpg) into
# src/assets/. Needs ffmpeg with libvpx-vp9 and libx264; the outputs are committed, so nothing else in
# the build or the tests runs this.
#
# The picture is synthetic: three soft lights in the brand colours (rose, violet, crimson) drift on
# circles over the plum background. Every motion is periodic in the clip length, so the last frame
# flows into the first and the loop has no seam.
set -euo pipefail

assets="$(cd "$(dirname "${BASH_SOURCE[0]}")/../src/assets" && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

seconds=5
fps=24
# Rendered small (the field is smooth) and scaled up; 960x540 is plenty behind a headline.
render_size=480x270
size=960:540

phase="2*PI*T/${seconds}"
# A soft light centred at (x, y) (fractions of the frame) whose centre circles with radius r.
light() { # $1 x, $2 y, $3 radius of drift, $4 phase offset, $5 spread (fraction of width)
  echo "exp(-(pow(X-W*($1+$3*cos(${phase}+$4)),2)+pow(Y-H*($2+$3*sin(${phase}+$4)),2))/pow(W*$5,2))"
}
rose="$(light 0.28 0.38 0.05 0 0.30)"
violet="$(light 0.72 0.32 0.045 2.1 0.32)"
crimson="$(light 0.55 0.80 0.06 4.2 0.28)"
# Plum base plus each light's colour at 0.4: even where lights overlap, white text keeps 4.5:1.
channel() { # $1 plum, $2 rose, $3 violet, $4 crimson (one channel each)
  echo "min(255,$1+0.4*(($2-$1)*${rose}+($3-$1)*${violet}+($4-$1)*${crimson}))"
}

ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "color=c=black:s=${render_size}:r=${fps}:d=${seconds}" \
  -vf "format=rgb24,geq=r='$(channel 14 255 167 225)':g='$(channel 10 79 139 29)':b='$(channel 20 123 250 72)',scale=${size}:flags=bicubic,format=yuv444p" \
  -c:v ffv1 "$work/master.mkv"

ffmpeg -hide_banner -loglevel error -y -i "$work/master.mkv" \
  -c:v libvpx-vp9 -b:v 0 -crf 24 -row-mt 1 -pix_fmt yuv420p -an \
  -map_metadata -1 -fflags +bitexact "$assets/hero.webm"

ffmpeg -hide_banner -loglevel error -y -i "$work/master.mkv" \
  -c:v libx264 -preset slow -crf 22 -profile:v high -pix_fmt yuv420p -movflags +faststart -an \
  -map_metadata -1 -fflags +bitexact -flags:v +bitexact "$assets/hero.mp4"

ffmpeg -hide_banner -loglevel error -y -i "$work/master.mkv" \
  -frames:v 1 -q:v 4 -map_metadata -1 "$assets/hero-poster.jpg"

ls -l "$assets"/hero.webm "$assets"/hero.mp4 "$assets"/hero-poster.jpg
