"""A recorded lecture through the media parser, timed stage by stage, with its slides checked
against the truth it was built from.

    python benchmarks/lecture_ingest.py [--minutes 10] [--seed 3] [--camera] [--keep /tmp/lecture.mp4]

Builds a lecture of ``--minutes`` (``tests/fixtures/make_lecture_video.py``): slides of 15-60 s
with titles and body lines drawn from a fixed vocabulary, one camera shot (no text) in five,
960x540 at 10 fps, H.264; the soundtrack is espeak-ng reading SciFact abstracts (``spoken_audio``).
Then runs the parser's stages separately and prints:

* ASR: seconds of audio per second of transcription (and its real-time factor, target <= 0.15);
* slides: thumbnail pass (decode + compare), OCR per slide, slides found vs shown, cut error
  (mean and worst, against the built times; target <= 1 s), titles read exactly;
* peak RSS of the process that parsed it (a fresh one; target for an hour: <= 1.5 GB).
"""

from __future__ import annotations

import argparse
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

WORDS = ("pointer address memory stack heap array index value type struct field function call return "
         "loop branch string buffer length size byte offset allocate free copy compare sort search "
         "list node tree graph edge queue hash table key cache file stream parse token syntax").split()


def build_slides(minutes: float, seed: int) -> tuple[tuple[float, float, tuple[str, ...]], ...]:
    rng = np.random.default_rng(seed)
    slides, t, n = [], 0.0, 0
    while t < minutes * 60:
        length = float(rng.integers(15, 61))
        end = min(t + length, minutes * 60)
        if n % 5 == 4:
            slides.append((t, end, ()))  # the camera on the speaker
        else:
            title = f"{n + 1}. " + " ".join(rng.choice(WORDS, 3, replace=False)).capitalize()
            body = tuple(" ".join(rng.choice(WORDS, int(rng.integers(3, 7)))) for _ in range(int(rng.integers(2, 5))))
            slides.append((t, end, (title, *body)))
        t, n = end, n + 1
    return tuple(slides)


def spoken_audio(seconds: float, out: Path) -> Path:
    """``seconds`` of speech that does not repeat: espeak-ng reading SciFact abstracts (real
    English prose) at 150 words a minute, as a 16 kHz mono WAV. Without espeak-ng, the 15 s
    fixture looped (which Whisper handles badly: repeated text trips its fallbacks)."""
    import json
    import shutil
    import subprocess
    import wave

    from faster_whisper.audio import decode_audio

    if shutil.which("espeak-ng"):
        corpus = ROOT.parent / "shared" / "data" / "scifact-subset" / "corpus.jsonl"
        words_needed = int(seconds / 60 * 150 * 1.1)
        text, count = [], 0
        with corpus.open() as f:
            for line in f:
                abstract = json.loads(line)["text"]
                text.append(abstract)
                count += len(abstract.split())
                if count >= words_needed:
                    break
        src = out.with_suffix(".txt")
        src.write_text("\n\n".join(text))
        raw = out.with_suffix(".raw.wav")
        subprocess.run(["espeak-ng", "-s", "150", "-w", str(raw), "-f", str(src)], check=True)
        speech = decode_audio(str(raw))
    else:
        print("espeak-ng not found: looping the 15 s fixture (ASR figures will be pessimistic)")
        speech = decode_audio(str(ROOT / "tests" / "fixtures" / "lecture-pointers.ogg"))
    reps = int(np.ceil(seconds * 16000 / len(speech)))
    pcm = (np.tile(speech, reps)[: int(seconds * 16000)] * 32767).astype(np.int16)
    with wave.open(str(out), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(16000)
        w.writeframes(pcm.tobytes())
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--minutes", type=float, default=10.0)
    ap.add_argument("--seed", type=int, default=3)
    ap.add_argument("--keep", type=Path, help="write the built video here instead of a temp file")
    ap.add_argument("--no-asr", action="store_true", help="slides only")
    ap.add_argument("--camera", action="store_true", help="the speaker's camera in a corner of every frame")
    ap.add_argument("--parse", type=Path, help=argparse.SUPPRESS)  # the child: parse this video
    args = ap.parse_args()
    if args.parse:
        parse_stages(args.parse.read_bytes(), build_slides(args.minutes, args.seed), asr=not args.no_asr)
        return

    from tests.fixtures.make_lecture_video import write_lecture

    truth = build_slides(args.minutes, args.seed)
    with tempfile.TemporaryDirectory() as tmp:
        video = args.keep or Path(tmp) / "lecture.mp4"
        t0 = time.perf_counter()
        write_lecture(video, truth, audio=spoken_audio(args.minutes * 60, Path(tmp) / "speech.wav"), camera=args.camera)
        print(f"built {args.minutes:g} min lecture, {len(truth)} shots, {video.stat().st_size / 1e6:.1f} MB "
              f"in {time.perf_counter() - t0:.0f} s", flush=True)
        # parsed in a fresh process, so its peak memory is the parser's, not the builder's
        before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
        cmd = [sys.executable, __file__, "--parse", str(video), "--minutes", str(args.minutes),
               "--seed", str(args.seed)] + (["--no-asr"] if args.no_asr else [])
        subprocess.run(cmd, check=True)
        peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
        print(f"peak RSS of the parsing process {peak / 1024:.0f} MB (target <= 1536 for an hour)"
              + ("" if peak > before else " (a smaller child ran earlier: upper bound)"))


def parse_stages(data: bytes, truth, *, asr: bool) -> None:  # type: ignore[no-untyped-def]
    from footnote.shared.ingestion.frames import frames_at, probe, thumbnails
    from footnote.shared.ingestion.ocr import ocr_engine
    from footnote.shared.ingestion.parsers.media import AsrOptions, MediaParser
    from footnote.shared.ingestion.slides import detect_scenes, slides_from

    options = AsrOptions()
    info = probe(data)
    if asr:
        t0 = time.perf_counter()
        doc = MediaParser()._speech(data, name="lecture.mp4", options=options, required=True)  # noqa: SLF001
        asr_s = time.perf_counter() - t0
        cues = sum(1 for b in doc.blocks if b.kind == "cue") if doc else 0
        print(f"ASR (tiny.en int8, {options.device}): {info.duration:.0f} s of audio in {asr_s:.1f} s, "
              f"real-time factor {asr_s / info.duration:.3f} (target <= 0.15), {cues} cues, "
              f"RSS so far {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.0f} MB", flush=True)
    t0 = time.perf_counter()
    scenes = detect_scenes(thumbnails(data, step_s=options.slide_step_s), duration=info.duration,
                           step_s=options.slide_step_s)
    thumbs_s = time.perf_counter() - t0
    read_lines = ocr_engine("rapidocr")
    assert read_lines is not None
    t0 = time.perf_counter()
    readings = {t: read_lines(frame) for t, frame in frames_at(data, [sc.key_time for sc in scenes])}
    ocr_s = time.perf_counter() - t0
    slides = slides_from(scenes, [readings.get(sc.key_time, []) for sc in scenes])
    shown = [(start, lines) for start, _, lines in truth if lines]
    starts = [r[0] for s in slides for r in s.ranges]
    errors = [min(abs(start - s) for s in starts) for start, _ in shown] if starts else [float("inf")]
    titles = {s.title for s in slides}
    exact = sum(lines[0] in titles for _, lines in shown)
    print(f"slides: thumbnail pass {thumbs_s:.1f} s ({info.duration / thumbs_s:.0f}x real time), "
          f"{len(scenes)} scenes, OCR {ocr_s:.1f} s ({ocr_s / max(1, len(scenes)):.2f} s a scene)")
    print(f"  {len(slides)} slides found for {len(shown)} shown (camera shots excluded); cut error mean "
          f"{np.mean(errors):.2f} s, worst {max(errors):.2f} s (target <= 1 s); titles read exactly "
          f"{exact}/{len(shown)}", flush=True)


if __name__ == "__main__":
    main()
