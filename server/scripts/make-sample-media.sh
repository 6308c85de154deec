#!/bin/sh
# Made the committed sample clips in server/src/modules/media/media-samples once (ffmpeg 5.1, Debian 12):
# SMPTE colour bars with a title card, 4 s at 12 fps, H.264 main profile, one per resolution.
# CI and `npm start` never need ffmpeg: the files are committed (9–40 KB each).
set -eu
out="$(dirname "$0")/../src/modules/media/media-samples"
mkdir -p "$out"
for spec in SD:640x360 HD:1280x720 FHD:1920x1080 4K:3840x2160; do
  r=${spec%%:*}
  s=${spec#*:}
  h=${s#*x}
  ffmpeg -v error -y -f lavfi -i "smptehdbars=size=$s:rate=12:duration=4" \
    -vf "drawbox=x=0:y=ih*0.36:w=iw:h=ih*0.28:color=black@0.85:t=fill,drawtext=text='Reelcart sample clip  $r':fontcolor=white:fontsize=$((h / 14)):x=(w-text_w)/2:y=(h-text_h)/2" \
    -c:v libx264 -profile:v main -pix_fmt yuv420p -preset veryslow -crf 30 -g 24 \
    -movflags +faststart -metadata title="Reelcart sample clip $r" "$out/$r.mp4"
done
