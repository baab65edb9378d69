"""Render docs/rules.md into the site's rules page (dist/rules.html) at build time; standard library only.

    python tools/render_rules.py docs/rules.md dist/rules.html [--check-links dist/meta.json]

The page is static HTML: the site's stylesheet (light and dark), a link back to the app, the same
Content-Security-Policy as index.html and no script, so it works offline from the service worker's
cache like every other file of the site.

**Anchors.** Every heading gets an id made from its text as GitHub makes them, so a link written
for GitHub (``docs/rules.md#holdem-and-omaha``) and the site's (``rules.html#holdem-and-omaha``)
name the same section: the heading's text without its Markdown (code spans keep their words),
lower-cased; letters, digits, spaces, ``-`` and ``_`` are kept and every other character is dropped;
each space becomes ``-``. A second heading with the same id gets ``-1``, a third ``-2``, and so on
("Hold'em and Omaha" -> ``holdem-and-omaha``; "Short deck (6+) Hold'em" -> ``short-deck-6-holdem``).
The ids depend on the headings alone, so they stay put as long as a heading's words do.

**Checks** (each fails the build with a message naming what is wrong):
- every ``#anchor`` link inside the document names a heading of it;
- with ``--check-links META``, every ``{"anchor": ..., "title": ...}`` record in the page's facts
  (``meta.json``: each tool's and each game's rules sections, Python's) names a heading.

**Markdown understood** (what docs/rules.md uses, CommonMark/GFM-like): ATX headings; paragraphs;
bullet and ordered lists, nested by indentation, loose or tight; GFM tables (alignment, ``\\|`` in a
cell), also inside a list item; fenced code blocks; block quotes; thematic breaks; code spans,
``**strong**``, ``*emphasis*`` (and ``__``, ``_`` between non-word characters), links
``[text](url "title")``, ``<https://...>`` autolinks and backslash escapes. Raw HTML is not
interpreted: every ``<`` and ``&`` of the source is shown as written. A link may point only to a
web page (http, https), a mail address, or a place in this site.
"""

from __future__ import annotations

import argparse
import html
import json
import re
import sys
import unicodedata
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

# The page's policy, as index.html's <meta> (no script at all here; hosts add web/_headers).
CSP = ("default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; object-src 'none'; "
       "base-uri 'none'; form-action 'none'")
ICON = "icon.svg"  # the site's icon, the same file index.html names
APP = "./"  # the app's page, beside this one


class RulesError(Exception):
    """A document or a link the build refuses (the message names it)."""


# ---------------------------------------------------------------------------------------------- ids

def slug(text: str) -> str:
    """A heading's id, as GitHub makes it from the heading's plain text.

    >>> slug("Hold'em and Omaha"), slug("Short deck (6+) Hold'em"), slug("Card Lab — the rules it follows")
    ('holdem-and-omaha', 'short-deck-6-holdem', 'card-lab--the-rules-it-follows')
    >>> slug("Exact W(n, c) for large c: how it is computed fast")
    'exact-wn-c-for-large-c-how-it-is-computed-fast'
    """
    kept = "".join(ch for ch in text.strip().lower()
                   if ch in " -_" or unicodedata.category(ch)[0] in "LN" or unicodedata.category(ch) == "Mn")
    return kept.replace(" ", "-")


class Ids:
    """Hands out heading ids, numbering repeats as GitHub does (``x``, ``x-1``, ``x-2``)."""

    def __init__(self) -> None:
        self.seen: dict[str, int] = {}

    def make(self, text: str) -> str:
        base = slug(text) or "section"
        candidate = base
        while candidate in self.seen:
            self.seen[base] += 1
            candidate = f"{base}-{self.seen[base]}"
        self.seen[candidate] = 0
        return candidate


# ---------------------------------------------------------------------------------------------- inline

ESCAPABLE = set("!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~")
# (url) or (<url>) or (url "title"); the url may hold one level of balanced parentheses
LINK_TARGET = re.compile(r'\(\s*(<[^>\n]*>|[^\s()]*(?:\([^\s()]*\)[^\s()]*)*)(?:\s+"((?:[^"\\]|\\.)*)")?\s*\)')
SAFE_URL = re.compile(r"^(https?://|mailto:|#|[^:]*$)", re.IGNORECASE)  # no javascript:, data:, ...


def esc(text: str) -> str:
    return html.escape(text, quote=True)


def _link_target(url: str) -> str:
    if not SAFE_URL.match(url):
        raise RulesError(f"link to {url!r}: only http(s), mailto and links within the site are allowed")
    return url


@dataclass
class Inline:
    """Renders one paragraph's (or cell's, or heading's) inline Markdown to HTML; records its links."""

    links: list[str] = field(default_factory=list)

    def html(self, text: str) -> str:
        out, _ = self._render(text, plain=False)
        return out

    def plain(self, text: str) -> str:
        """The text a reader sees (for ids and labels): Markdown marks and link targets dropped."""
        _, words = self._render(text, plain=True)
        return words

    def _render(self, text: str, *, plain: bool) -> tuple[str, str]:
        # Code spans, links, autolinks and escapes first, into placeholders; then emphasis on the rest.
        pieces: list[tuple[str, str]] = []  # (html, plain words) per placeholder

        def hold(markup: str, words: str) -> str:
            pieces.append((markup, words))
            return f"\x00{len(pieces) - 1}\x00"

        result: list[str] = []
        i = 0
        n = len(text)
        while i < n:
            ch = text[i]
            if ch == "\\" and i + 1 < n and text[i + 1] in ESCAPABLE:
                result.append(hold(esc(text[i + 1]), text[i + 1]))
                i += 2
                continue
            if ch == "`":
                run = len(text[i:]) - len(text[i:].lstrip("`"))
                close = text.find("`" * run, i + run)
                while close != -1 and text[close + run:close + run + 1] == "`":  # a longer run does not close
                    close = text.find("`" * run, close + run + 1)
                if close == -1:
                    result.append(hold(esc("`" * run), "`" * run))
                    i += run
                    continue
                code = text[i + run:close].replace("\n", " ")
                if len(code) > 2 and code[0] == " " and code[-1] == " " and code.strip():
                    code = code[1:-1]
                result.append(hold(f"<code>{esc(code)}</code>", code))
                i = close + run
                continue
            if ch == "[":
                found = self._link(text, i)
                if found is not None:
                    label, url, title, end = found
                    inner, words = self._render(label, plain=plain)
                    self.links.append(url)
                    attrs = f' href="{esc(_link_target(url))}"' + (f' title="{esc(title)}"' if title else "")
                    result.append(hold(f"<a{attrs}>{inner}</a>", words))
                    i = end
                    continue
            if ch == "<":
                auto = re.match(r"<(https?://[^\s<>]+)>", text[i:])
                if auto:
                    url = auto.group(1)
                    self.links.append(url)
                    result.append(hold(f'<a href="{esc(url)}">{esc(url)}</a>', url))
                    i += auto.end()
                    continue
            result.append(ch)
            i += 1
        rest = "".join(result)
        words = re.sub(r"\x00(\d+)\x00", lambda m: pieces[int(m.group(1))][1], self._emphasis(rest, plain=True))
        markup = esc(rest).replace("&#x27;", "'")
        markup = self._emphasis(markup, plain=False)
        markup = re.sub(r"\x00(\d+)\x00", lambda m: pieces[int(m.group(1))][0], markup)
        return markup, words

    @staticmethod
    def _emphasis(text: str, *, plain: bool) -> str:
        def wrap(tag: str) -> object:
            return (lambda m: m.group(1)) if plain else (lambda m: f"<{tag}>{m.group(1)}</{tag}>")

        for marks, tag in (("**", "strong"), ("__", "strong"), ("*", "em"), ("_", "em")):
            m = re.escape(marks)
            if marks[0] == "_":  # underscores only between non-word characters (snake_case stays)
                pattern = rf"(?<![\w\\]){m}(?=\S)(.+?)(?<=\S){m}(?!\w)"
            else:
                pattern = rf"{m}(?=[^\s*])(.+?)(?<=[^\s*]){m}"
            text = re.sub(pattern, wrap(tag), text, flags=re.S)  # type: ignore[arg-type]
        return text

    @staticmethod
    def _link(text: str, start: int) -> tuple[str, str, str, int] | None:
        """``[label](url "title")`` at ``start``: (label, url, title, end) or None."""
        depth = 0
        i = start
        while i < len(text):
            if text[i] == "\\":
                i += 2
                continue
            if text[i] == "`":  # a code span inside the label: skip it whole
                close = text.find("`", i + 1)
                i = close + 1 if close != -1 else i + 1
                continue
            if text[i] == "[":
                depth += 1
            elif text[i] == "]":
                depth -= 1
                if depth == 0:
                    break
            i += 1
        else:
            return None
        target = LINK_TARGET.match(text[i + 1:])
        if not target:
            return None
        url = target.group(1)
        if url.startswith("<"):
            url = url[1:-1]
        title = re.sub(r"\\(.)", r"\1", target.group(2) or "")
        return text[start + 1:i], url, title, i + 1 + target.end()


# ---------------------------------------------------------------------------------------------- blocks

HEADING = re.compile(r"^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$")
FENCE = re.compile(r"^( {0,3})(`{3,}|~{3,})[ \t]*([^`\s]*)[^`]*$")
BULLET = re.compile(r"^( {0,3})([-*+])([ \t]+|$)")
ORDERED = re.compile(r"^( {0,3})(\d{1,9})([.)])([ \t]+|$)")
BREAK = re.compile(r"^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$")
QUOTE = re.compile(r"^ {0,3}> ?")
DELIMITER = re.compile(r"^ {0,3}\|?[ \t]*:?-+:?[ \t]*(\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*$")


def _cells(row: str) -> list[str]:
    """A table row's cells: split at ``|`` (not ``\\|``), the outer pipes dropped."""
    row = row.strip()
    if row.startswith("|"):
        row = row[1:]
    if row.endswith("|") and not row.endswith("\\|"):
        row = row[:-1]
    cells, current, i = [], [], 0
    while i < len(row):
        if row[i] == "\\" and i + 1 < len(row) and row[i + 1] == "|":
            current.append("|")
            i += 2
            continue
        if row[i] == "|":
            cells.append("".join(current).strip())
            current = []
        else:
            current.append(row[i])
        i += 1
    cells.append("".join(current).strip())
    return cells


def _is_table_start(lines: list[str], i: int) -> bool:
    return (i + 1 < len(lines) and "|" in lines[i] and bool(DELIMITER.match(lines[i + 1]))
            and "|" in lines[i + 1] + lines[i] and len(_cells(lines[i])) == len(_cells(lines[i + 1])))


def _list_marker(line: str) -> tuple[str, int, int] | None:
    """(kind, start number, content column) of a list item's first line, or None."""
    bullet = BULLET.match(line)
    if bullet:
        indent, marker, space = bullet.groups()
        width = len(space) if 1 <= len(space) <= 4 and line.strip() != marker else 1
        return marker, 0, len(indent) + 1 + width
    ordered = ORDERED.match(line)
    if ordered:
        indent, number, delim, space = ordered.groups()
        width = len(space) if 1 <= len(space) <= 4 and line.strip() != number + delim else 1
        return delim, int(number), len(indent) + len(number) + 1 + width
    return None


def _interrupts(lines: list[str], i: int) -> bool:
    """Whether line i starts a new block where a paragraph would otherwise go on."""
    line = lines[i]
    if not line.strip() or HEADING.match(line) or FENCE.match(line) or BREAK.match(line) or QUOTE.match(line):
        return True
    marker = _list_marker(line)
    if marker and line[marker[2]:].strip() and (marker[0] in "-*+" or marker[1] == 1):
        return True
    return _is_table_start(lines, i)


def _indent(line: str) -> int:
    expanded = line.expandtabs(4)
    return len(expanded) - len(expanded.lstrip(" "))


def _dedent(line: str, width: int) -> str:
    expanded = line.expandtabs(4)
    return expanded[min(width, len(expanded) - len(expanded.lstrip(" "))):]


@dataclass
class Renderer:
    ids: Ids = field(default_factory=Ids)
    inline: Inline = field(default_factory=Inline)
    headings: list[tuple[int, str, str]] = field(default_factory=list)  # (level, id, plain text)
    tables: int = 0
    labels: dict[str, int] = field(default_factory=dict)  # each table name, how often it was used

    def blocks(self, lines: list[str], *, tight: bool = False) -> str:
        out: list[str] = []
        i = 0
        while i < len(lines):
            line = lines[i]
            if not line.strip():
                i += 1
                continue
            if m := HEADING.match(line):
                level = len(m.group(1))
                text = (m.group(2) or "").strip()
                words = self.inline.plain(text)
                anchor = self.ids.make(words)
                self.headings.append((level, anchor, words))
                out.append(f'<h{level} id="{anchor}">{self.inline.html(text)}</h{level}>')
                i += 1
            elif m := FENCE.match(line):
                indent, fence, info = len(m.group(1)), m.group(2), m.group(3)
                body: list[str] = []
                closing = re.compile(rf"^ {{0,3}}{re.escape(fence[0])}{{{len(fence)},}}[ \t]*$")
                i += 1
                while i < len(lines) and not closing.match(lines[i]):
                    body.append(_dedent(lines[i], indent))
                    i += 1
                i += 1  # the closing fence (or the end)
                language = f' class="language-{esc(info)}"' if info else ""
                code = esc("\n".join(body) + ("\n" if body else ""))
                out.append(f'<pre tabindex="0"><code{language}>{code}</code></pre>')
            elif BREAK.match(line):
                out.append("<hr>")
                i += 1
            elif QUOTE.match(line):
                quoted: list[str] = []
                while i < len(lines) and lines[i].strip() and (QUOTE.match(lines[i]) or quoted):
                    quoted.append(QUOTE.sub("", lines[i], count=1))
                    i += 1
                out.append(f"<blockquote>\n{self.blocks(quoted)}\n</blockquote>")
            elif _is_table_start(lines, i):
                i = self._table(lines, i, out)
            elif _list_marker(line):
                i = self._list(lines, i, out)
            else:
                para = [line.strip()]
                i += 1
                while i < len(lines) and not _interrupts(lines, i):
                    para.append(lines[i].strip())
                    i += 1
                content = self.inline.html("\n".join(para))
                out.append(content if tight else f"<p>{content}</p>")
        return "\n".join(out)

    def _table(self, lines: list[str], i: int, out: list[str]) -> int:
        header = _cells(lines[i])
        aligns = []
        for cell in _cells(lines[i + 1]):
            left, right = cell.startswith(":"), cell.endswith(":")
            aligns.append(" class=\"align-center\"" if left and right else " class=\"align-right\"" if right
                          else " class=\"align-left\"" if left else "")
        i += 2
        rows: list[list[str]] = []
        while i < len(lines) and lines[i].strip() and "|" in lines[i] and not _interrupts_table(lines[i]):
            cells = _cells(lines[i])
            if len(cells) > len(header):  # GFM would drop the rest silently: a '|' meant as text?
                raise RulesError(f"a table row has {len(cells)} cells, its header {len(header)} "
                                 f"(write a '|' in a cell as '\\|'): {lines[i].strip()}")
            rows.append(cells + [""] * (len(header) - len(cells)))
            i += 1
        self.tables += 1
        label = " / ".join(word for word in (self.inline.plain(cell) for cell in header) if word)
        # Two tables with the same columns (two games' checkpoints) get distinct names: each region
        # must be unique for a screen reader's landmark list (axe landmark-unique).
        self.labels[label] = self.labels.get(label, 0) + 1
        if self.labels[label] > 1:
            label = f"{label} ({self.labels[label]})"
        # An empty corner cell (a header row over a column of row names) is no header: it stays a
        # plain cell, and the first cell of each row heads its row.
        corner = header[0] == ""
        head = "".join(f"<td{a}></td>" if corner and k == 0 else f'<th scope="col"{a}>{self.inline.html(c)}</th>'
                       for k, (c, a) in enumerate(zip(header, aligns)))
        body = "\n".join(
            "<tr>" + "".join(f'<th scope="row"{a}>{self.inline.html(c)}</th>' if corner and k == 0
                             else f"<td{a}>{self.inline.html(c)}</td>" for k, (c, a) in enumerate(zip(row, aligns)))
            + "</tr>" for row in rows)
        # A wide table scrolls inside its box (a phone never scrolls the page sideways); the box is
        # a named, focusable region so the keyboard can scroll it too.
        out.append(f'<div class="table-wrap rules-table" role="region" tabindex="0" aria-label="Table: {esc(label)}">\n'
                   f"<table>\n<thead><tr>{head}</tr></thead>\n<tbody>\n{body}\n</tbody>\n</table>\n</div>")
        return i

    def _list(self, lines: list[str], i: int, out: list[str]) -> int:
        first = _list_marker(lines[i])
        assert first is not None
        kind, start, _ = first
        items: list[list[str]] = []
        loose = False
        while i < len(lines):
            marker = _list_marker(lines[i])
            if marker is None or marker[0] != kind:
                break
            column = marker[2]
            item = [lines[i].expandtabs(4)[column:]]
            i += 1
            blank_inside = False
            while i < len(lines):
                line = lines[i]
                if not line.strip():
                    # a blank line belongs to the item if the item goes on after it
                    j = i
                    while j < len(lines) and not lines[j].strip():
                        j += 1
                    if j < len(lines) and _indent(lines[j]) >= column:
                        item.extend([""] * (j - i))
                        blank_inside = True
                        i = j
                        continue
                    break
                if _indent(line) >= column:
                    item.append(_dedent(line, column))
                elif item[-1].strip() and not _interrupts(lines, i) and not _list_marker(line):
                    item.append(line.strip())  # a lazy continuation of the item's paragraph
                else:
                    break
                i += 1
            # a blank line between the item's own blocks, or before the next item, makes the list loose
            loose = loose or (blank_inside and self._blank_between_blocks(item))
            items.append(item)
            if i < len(lines) and not lines[i].strip():
                j = i
                while j < len(lines) and not lines[j].strip():
                    j += 1
                next_marker = _list_marker(lines[j]) if j < len(lines) else None
                if next_marker and next_marker[0] == kind:
                    loose = True
                    i = j
                else:
                    break
        tag = "ul" if kind in "-*+" else "ol"
        start_attr = f' start="{start}"' if tag == "ol" and start != 1 else ""
        rendered = "\n".join(f"<li>{self.blocks(item, tight=not loose)}</li>" for item in items)
        out.append(f"<{tag}{start_attr}>\n{rendered}\n</{tag}>")
        return i

    @staticmethod
    def _blank_between_blocks(item: list[str]) -> bool:
        """A blank line between two of an item's own blocks (not only inside a nested list)."""
        for k, row in enumerate(item[1:-1], start=1):
            if not row.strip() and item[k + 1].strip() and not item[k + 1].startswith((" ", "\t")):
                return True
        return False


def _interrupts_table(line: str) -> bool:
    return bool(HEADING.match(line) or FENCE.match(line) or QUOTE.match(line) or BREAK.match(line))


# ---------------------------------------------------------------------------------------------- page

@dataclass
class Rendered:
    """A rendered document: the article's HTML, its title, its headings (level, id, text) and links."""

    body: str
    title: str
    headings: list[tuple[int, str, str]]
    links: list[str]

    @property
    def anchors(self) -> set[str]:
        return {anchor for _, anchor, _ in self.headings}


def render_markdown(text: str) -> Rendered:
    """Markdown to HTML, with an id on every heading.

    >>> doc = render_markdown("# Rules\\n\\n## Hold'em and Omaha\\n\\nA **flush** beats `<b>` & *more*.")
    >>> doc.headings
    [(1, 'rules', 'Rules'), (2, 'holdem-and-omaha', "Hold'em and Omaha")]
    >>> doc.body.splitlines()[-1]
    '<p>A <strong>flush</strong> beats <code>&lt;b&gt;</code> &amp; <em>more</em>.</p>'
    """
    renderer = Renderer()
    body = renderer.blocks(text.replace("\r\n", "\n").split("\n"))
    title = next((words for level, _, words in renderer.headings if level == 1), "Rules")
    return Rendered(body, title, renderer.headings, renderer.inline.links)


def check_internal_links(doc: Rendered) -> None:
    """Every ``#anchor`` link of the document names one of its headings."""
    broken = sorted({link for link in doc.links if link.startswith("#") and link[1:] not in doc.anchors})
    if broken:
        raise RulesError(f"links to no heading of the rules: {', '.join(broken)}")


def linked_anchors(facts: object) -> Iterator[str]:
    """Every ``anchor`` of an ``{"anchor": ..., "title": ...}`` record anywhere in the page's facts.

    >>> list(linked_anchors({"rules": {"poker": [{"anchor": "badugi", "title": "Badugi"}]}, "n": [1]}))
    ['badugi']
    """
    if isinstance(facts, dict):
        if set(facts) == {"anchor", "title"} and isinstance(facts["anchor"], str):
            yield facts["anchor"]
            return
        for value in facts.values():
            yield from linked_anchors(value)
    elif isinstance(facts, list):
        for value in facts:
            yield from linked_anchors(value)


def check_facts(doc: Rendered, facts: object) -> int:
    """Every rules section the page's facts link to is a heading of the page; returns how many."""
    anchors = set(linked_anchors(facts))
    missing = sorted(anchors - doc.anchors)
    if missing:
        raise RulesError("meta.json links to rules sections that docs/rules.md has no heading for: "
                         + ", ".join(missing) + " (ids: tools/render_rules.py)")
    return len(anchors)


def page(doc: Rendered) -> str:
    """The whole rules page around the rendered document."""
    return f"""<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta http-equiv="Content-Security-Policy" content="{CSP}">
  <meta name="color-scheme" content="light dark">
  <meta name="description" content="The rules every Card Lab tool follows, with the checkpoints its tests reproduce.">
  <title>{esc(doc.title)}</title>
  <link rel="stylesheet" href="style.css">
  <link rel="icon" href="{ICON}">
</head>
<body class="rules-page">
  <a class="skip" href="#main">Skip to the rules</a>
  <header class="top">
    <p class="site-name"><span aria-hidden="true" class="logo">♠♥</span> Card Lab</p>
    <a class="button-link" href="{APP}" data-testid="rules-back">← Back to Card Lab</a>
  </header>
  <main id="main" tabindex="-1">
    <article class="rules" data-testid="rules">
{doc.body}
    </article>
  </main>
  <footer class="foot">
    <p>Made from <code>docs/rules.md</code> when the site was built. <a href="{APP}">Back to Card Lab</a></p>
  </footer>
</body>
</html>
"""


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("source", type=Path, help="the Markdown (docs/rules.md)")
    parser.add_argument("out", type=Path, help="the page to write (dist/rules.html)")
    parser.add_argument("--check-links", type=Path, metavar="META",
                        help="the page's facts (dist/meta.json): every rules section they link must exist")
    args = parser.parse_args(argv)
    try:
        doc = render_markdown(args.source.read_text(encoding="utf-8"))
        check_internal_links(doc)
        checked = check_facts(doc, json.loads(args.check_links.read_text(encoding="utf-8"))) if args.check_links else 0
    except RulesError as error:
        print(f"[build] {args.source}: {error}", file=sys.stderr)
        return 1
    args.out.write_text(page(doc), encoding="utf-8")
    print(f"[build] wrote {args.out}: {len(doc.headings)} sections"
          + (f", the {checked} sections the tools link all present" if args.check_links else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
