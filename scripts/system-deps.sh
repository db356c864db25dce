#!/usr/bin/env bash
# Debian packages the tests need that no PyPI wheel provides: espeak-ng speaks the lecture
# fixtures at test time (tests/support/speech.py); pandoc writes the Word, OpenDocument, EPUB
# and PowerPoint files the format tests read; chromium is the browser the web app's tests drive
# (Playwright, pointed at it: nothing downloads a browser). Installed only when missing; as
# root, or with sudo. Media decoding (PyAV) and OCR (rapidocr) come from wheels and need nothing here.
set -euo pipefail
missing=()
command -v espeak-ng >/dev/null 2>&1 || missing+=(espeak-ng)
command -v pandoc >/dev/null 2>&1 || missing+=(pandoc)
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -eq 0 ]; then SUDO=""; elif command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else
  echo "system-deps: ${missing[*]} missing and neither root nor sudo; install them: apt-get install ${missing[*]}" >&2
  exit 1
fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "system-deps: ${missing[*]} missing and no apt-get here; install them with your package manager" >&2
  exit 1
fi
echo "system-deps: installing ${missing[*]}"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
