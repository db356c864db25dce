"""Build ``examples/corpus/videos/masterclass-legato.vtt``: a ~5-minute lecture as YouTube-style rolling
auto-captions (inline word timing, each line repeated in the next cue, 10 ms snapshot cues).

    python examples/tools/make_vtt.py

The script text below contains typical speech-recognition errors ("robot o", "show pan",
"leg auto", "stack auto", "rock man in off") that ``vocabularies/term_corrections.json`` fixes.
"""

from __future__ import annotations

from pathlib import Path

HERE = Path(__file__).resolve().parent.parent / "corpus"
TARGET = HERE / "videos" / "masterclass-legato.vtt"
SECONDS_PER_WORD = 0.62  # a slow, demonstrating teacher: ~5 minutes
WORDS_PER_LINE = 7

SCRIPT = """
hello everyone and welcome to this short masterclass on legato playing
today I want to talk about how we connect notes on an instrument that
cannot really connect them at all because the piano is a percussion
instrument every note starts to fade the moment the hammer hits the string
so when we say leg auto on the piano we are really talking about an illusion
and the illusion is made by the fingers and by the ear working together
let's start with the simplest possible exercise play two notes C and D with
the second and third fingers and listen to the moment where one becomes the
other the first key should come up exactly as the second note sounds not
before and not after if it comes up before you hear a small gap and if it
comes up after the two notes overlap and the line sounds smudged
now try the same thing with a melody from a show pan nocturne and play it
without any pedal at all most students find that the line breaks in three
or four places usually where the hand has to move or where the thumb has to
pass under that is where the work is the pedal can hide those places for a
while but a careful listener always hears them
the second point is about weight think of the arm as a heavy rope that
hangs from the shoulder the weight travels down through the wrist into one
finger and then it passes to the next finger like walking one foot is
always on the ground when you play stack auto you lift the weight off the
key after every note and when you play legato you never lift it you simply
transfer it
a lot of you asked about robot o in this music and it is related robot o
only works if the line underneath is connected if the notes are already
separate then stretching the time just sounds like hesitation in the
rock man in off preludes for example the melody often sits in the middle of
the texture and it has to be connected by the thumb while the other fingers
play the harmony quietly around it
so here is your practice for this week take eight bars of a slow piece
play the melody alone without pedal and record it listen back the next day
and mark every place where you hear a gap then work on only those places
slowly with the fingering you will use in the performance
and finally remember that legato is a way of listening as much as a way of
playing if you can hear the line in your head before you play it your
fingers will find it much more easily thank you all and see you next week
"""


def _ts(seconds: float) -> str:
    h, rem = divmod(seconds, 3600)
    m, s = divmod(rem, 60)
    return f"{int(h):02d}:{int(m):02d}:{s:06.3f}"


def main() -> None:
    words = SCRIPT.split()
    lines = [words[i : i + WORDS_PER_LINE] for i in range(0, len(words), WORDS_PER_LINE)]
    out = ["WEBVTT", "Kind: captions", "Language: en", ""]
    t = 0.2
    previous = ""
    for line in lines:
        start, end = t, t + SECONDS_PER_WORD * len(line)
        timed = line[0] + "".join(
            f"<{_ts(start + SECONDS_PER_WORD * (i + 1))}><c> {w}</c>" for i, w in enumerate(line[1:])
        )
        out += [f"{_ts(start)} --> {_ts(end)} align:start position:0%", previous or " ", timed, ""]
        out += [f"{_ts(end)} --> {_ts(end + 0.01)} align:start position:0%", " ".join(line), " ", ""]
        previous = " ".join(line)
        t = end + 0.01
    TARGET.write_text("\n".join(out), encoding="utf-8")
    print(f"wrote {TARGET}: {len(lines)} lines, {t:.0f} s")


if __name__ == "__main__":
    main()
