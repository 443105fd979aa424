#!/bin/sh
# Draws the demo's two how-it-works videos (6 s, 640×360, H.264 for every
# browser): a courier moving from a store (or a sender's home) to a home.
# Textless, so they suit English and Arabic alike. Needs rsvg-convert and
# ffmpeg (Debian: librsvg2-bin, ffmpeg). They are written where the API's
# /storage route serves shipped files from.
set -eu
cd "$(dirname "$0")/../apps/api/src/modules/storage/assets/promotional_banner/video"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

house='<path d="M0 36 L40 4 L80 36 v44 H0z"/><path d="M28 80 V54 h24 v26"/>'
store='<path d="M0 30 l8 -24 h64 l8 24"/><path d="M0 30 a10 10 0 0 0 20 0 a10 10 0 0 0 20 0 a10 10 0 0 0 20 0 a10 10 0 0 0 20 0"/><path d="M8 38 v40 h64 v-40 M32 78 v-22 h16 v22"/>'

background() { # $1: the drawing on the left
  cat <<EOF
<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1a9c4c"/><stop offset="1" stop-color="#0d5f2c"/></linearGradient></defs>
<rect width="640" height="360" fill="url(#g)"/>
<circle cx="560" cy="60" r="120" fill="#fff" opacity=".08"/>
<path d="M110 250 C 220 190, 420 310, 530 250" stroke="#fff" stroke-opacity=".5" stroke-width="6" stroke-dasharray="14 12" fill="none" stroke-linecap="round"/>
<g transform="translate(60 170)" fill="none" stroke="#fff" stroke-width="5" stroke-linejoin="round" stroke-linecap="round">$1</g>
<g transform="translate(500 168)" fill="none" stroke="#fff" stroke-width="5" stroke-linejoin="round" stroke-linecap="round">$house</g>
</svg>
EOF
}

mover() { # $1: colour, $2: drawing
  cat <<EOF
<svg xmlns="http://www.w3.org/2000/svg" width="72" height="72" viewBox="0 0 72 72">
<circle cx="36" cy="36" r="34" fill="#fff"/>
<g fill="none" stroke="$1" stroke-width="4" stroke-linejoin="round" stroke-linecap="round">$2</g>
</svg>
EOF
}

background "$store" | rsvg-convert -o "$work/store.png"
background "$house" | rsvg-convert -o "$work/home.png"
mover '#12813b' '<path d="M20 28h32l-3 26H23z"/><path d="M28 28a8 8 0 0 1 16 0"/>' | rsvg-convert -o "$work/bag.png"
mover '#b45309' '<path d="M36 16l18 9v22l-18 9-18-9V25z"/><path d="M18 25l18 9 18-9M36 34v22"/>' | rsvg-convert -o "$work/box.png"

# Along the dashed road (a cubic Bézier), eased, from 0.8 s to 4.8 s.
p='(clip((t-0.8)/4,0,1))'
e="($p*$p*(3-2*$p))"
x="(pow(1-$e,3)*110+3*pow(1-$e,2)*$e*220+3*(1-$e)*pow($e,2)*420+pow($e,3)*530-36)"
y="(pow(1-$e,3)*250+3*pow(1-$e,2)*$e*190+3*(1-$e)*pow($e,2)*310+pow($e,3)*250-36)"

video() { # $1: background, $2: mover, $3: output
  ffmpeg -y -loglevel error -loop 1 -framerate 24 -t 6 -i "$work/$1.png" -loop 1 -framerate 24 -t 6 -i "$work/$2.png" \
    -filter_complex "[0:v][1:v]overlay=x='$x':y='$y':eval=frame,format=yuv420p" \
    -c:v libx264 -preset veryslow -crf 30 -tune animation -movflags +faststart -an "$3"
}

video store bag how-souq-works.mp4
video home box how-parcel-delivery-works.mp4
