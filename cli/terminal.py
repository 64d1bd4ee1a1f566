"""What reaches a person's terminal: text from board files and card data with its control characters made visible.

A board file or an imported card file is written by someone else. Its ids, names, chosen words and rules text
are printed, and a terminal obeys control characters: ``ESC ] 0 ; … BEL`` retitles the window, ``ESC [ … H``
moves the cursor, a carriage return overwrites what was printed, a bidi override reorders it. :func:`visible`
writes every such character as an escape a person can read (``\\x1b``, ``\\r``, ``\\u202e``); every text printer
and the error line use it. :class:`VisibleStream` is the last line of defence under ``click.echo``: it lets
through only the colour codes (SGR, ``ESC [ … m``) that ``click.style`` makes for manaplan's printers (:data:`SGR`),
and escapes every other control character, so a printer that forgot :func:`visible` still cannot send one: at
worst, text it forgot can change a colour, never retitle a window, move the cursor or make a link.

JSON output stays JSON: it is written with ``ensure_ascii``, which escapes every character outside ASCII
(C1 controls, bidi overrides and lone surrogates included) as ``\\uXXXX``.

Examples
--------
>>> visible("f\\x1b]0;PWNED\\x07")
'f\\\\x1b]0;PWNED\\\\x07'
>>> visible("two\\nlines"), visible("two\\nlines", newlines=True)
('two\\\\nlines', 'two\\nlines')
>>> visible("abc\\u202edef"), visible("Llanowar Elves")
('abc\\\\u202edef', 'Llanowar Elves')
"""

from __future__ import annotations

import re
from typing import TextIO

__all__ = ["visible", "VisibleStream", "CONTROL", "SGR"]

#: Characters a terminal acts on instead of showing: C0 (tab and newline included), DEL, C1, the bidi controls
#: (marks, embeddings, overrides, isolates), line and paragraph separators, and lone surrogates (which cannot
#: even be encoded).
CONTROL = re.compile("[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ud800-\udfff]")
_CONTROL_BUT_NEWLINE = re.compile(CONTROL.pattern.replace("\x00-\x1f", "\x00-\x09\x0b-\x1f"))
_NAMED = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}


def _escape(match: re.Match[str]) -> str:
    ch = match.group()
    if ch in _NAMED:
        return _NAMED[ch]
    code = ord(ch)
    return f"\\x{code:02x}" if code <= 0xFF else f"\\u{code:04x}"


def visible(text: object, *, newlines: bool = False) -> str:
    """``str(text)`` with every control character written as a visible escape.

    Parameters
    ----------
    text : object
        What is to be shown (``str()`` of it).
    newlines : bool
        Keep line breaks where the printer means them (rules text shown line by line); by default a newline is
        shown as ``\\n``, so that what should be one line stays one.
    """
    text = text if isinstance(text, str) else str(text)
    return (_CONTROL_BUT_NEWLINE if newlines else CONTROL).sub(_escape, text)


#: The colour codes manaplan's printers make with ``click.style`` (reset, bold, dim, underline, reverse, the
#: eight colours and their bright forms); nothing else, so that text let through cannot conceal or blink.
SGR = re.compile(r"\x1b\[(?:0|1|2|4|7|22|24|27|3[0-79]|9[0-7])m")
_SGR = SGR
_STREAM_CONTROL = re.compile(_CONTROL_BUT_NEWLINE.pattern.replace("\x0b-\x1f", "\x0b-\x1a\x1c-\x1f"))


def _visible_stream_text(text: str) -> str:
    """Control characters escaped, except newlines and SGR colour sequences."""
    out: list[str] = []
    pos = 0
    for sgr in _SGR.finditer(text):
        out.append(_CONTROL_BUT_NEWLINE.sub(_escape, text[pos:sgr.start()]))
        out.append(sgr.group())
        pos = sgr.end()
    out.append(_CONTROL_BUT_NEWLINE.sub(_escape, text[pos:]))
    return "".join(out)


class VisibleStream:
    """A text stream that writes to ``stream`` with control characters escaped (newlines and colours kept)."""

    def __init__(self, stream: TextIO):
        self._stream = stream

    @property
    def raw(self) -> TextIO:
        """The stream underneath, for output that moves the cursor on purpose (a progress bar's ``\\r``)."""
        return self._stream

    def write(self, text: str) -> int:
        if _STREAM_CONTROL.search(text) or "\x1b" in text:
            text = _visible_stream_text(text)
        return self._stream.write(text)

    def writelines(self, lines) -> None:
        for line in lines:
            self.write(line)

    def __getattr__(self, name: str):
        if name == "buffer":  # no way around: click would write bytes to it, escaping nothing
            raise AttributeError(name)
        return getattr(self._stream, name)
