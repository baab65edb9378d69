"""The rules page: docs/rules.md rendered by tools/render_rules.py (ids, lists, tables, escaping), and
every rules section a tool or a game links to (Python's records, in meta) is a heading of it."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
import render_rules as rr  # noqa: E402

from cardlab.api import call  # noqa: E402
from cardlab.core.rules_doc import SECTIONS, TITLES, TOOL_SECTIONS  # noqa: E402
from cardlab.games.variants import VARIANTS  # noqa: E402

RULES = ROOT / "docs" / "rules.md"


def body(markdown: str) -> str:
    return rr.render_markdown(markdown).body


@pytest.fixture(scope="module")
def rules() -> rr.Rendered:
    return rr.render_markdown(RULES.read_text(encoding="utf-8"))


# --- headings and ids --------------------------------------------------------------------------

@pytest.mark.parametrize(("heading", "anchor"), [
    ("Hold'em and Omaha", "holdem-and-omaha"),
    ("2-7 and A-5 lowball", "2-7-and-a-5-lowball"),
    ("Short deck (6+) Hold'em", "short-deck-6-holdem"),
    ("Badugi counts (Problem 369)", "badugi-counts-problem-369"),
    ("Card Lab — the rules it follows", "card-lab--the-rules-it-follows"),
    ("Exact W(n, c) for large c: how it is computed fast", "exact-wn-c-for-large-c-how-it-is-computed-fast"),
    ("The preflop order behind `15%`", "the-preflop-order-behind-15"),
    ("**Bold** and [a link](https://example.org) in it", "bold-and-a-link-in-it"),
    ("Ünïcode snake_case ♠ × 3", "ünïcode-snake_case---3"),
])
def test_heading_ids_are_githubs(heading: str, anchor: str) -> None:
    doc = rr.render_markdown(f"## {heading}\n")
    assert doc.headings[0][1] == anchor
    assert doc.body.startswith(f'<h2 id="{anchor}">')


def test_repeated_headings_are_numbered_and_levels_kept() -> None:
    doc = rr.render_markdown("# Rules\n\n## Checkpoints\n\ntext\n\n### Checkpoints\n\n## Checkpoints ##\n")
    assert doc.headings == [(1, "rules", "Rules"), (2, "checkpoints", "Checkpoints"),
                            (3, "checkpoints-1", "Checkpoints"), (2, "checkpoints-2", "Checkpoints")]
    assert doc.title == "Rules"


def test_the_same_document_gives_the_same_page() -> None:
    text = RULES.read_text(encoding="utf-8")
    assert rr.page(rr.render_markdown(text)) == rr.page(rr.render_markdown(text))


# --- blocks ------------------------------------------------------------------------------------

def test_paragraphs_join_their_lines() -> None:
    assert body("one\ntwo\n\nthree") == "<p>one\ntwo</p>\n<p>three</p>"


def test_nested_tight_list_with_continuation_lines() -> None:
    markdown = ("- first item\n  goes on here\n- second:\n  - inner one\n    continued\n  - inner two\n"
                "- third\n\nAfter.")
    assert body(markdown) == (
        "<ul>\n<li>first item\ngoes on here</li>\n<li>second:\n<ul>\n<li>inner one\ncontinued</li>\n"
        "<li>inner two</li>\n</ul></li>\n<li>third</li>\n</ul>\n<p>After.</p>")


def test_loose_list_and_ordered_list() -> None:
    assert body("* a\n\n* b") == "<ul>\n<li><p>a</p></li>\n<li><p>b</p></li>\n</ul>"
    assert body("3. three\n4. four") == '<ol start="3">\n<li>three</li>\n<li>four</li>\n</ol>'
    assert body("1. one\n2. two") == "<ol>\n<li>one</li>\n<li>two</li>\n</ol>"


def test_a_list_interrupts_a_paragraph() -> None:
    assert body("Items:\n- a\n- b") == "<p>Items:</p>\n<ul>\n<li>a</li>\n<li>b</li>\n</ul>"


def test_table_with_alignment_escaped_pipe_and_empty_cells() -> None:
    html = body("| | left | mid | right |\n|---|:---|:---:|---:|\n| `a\\|b` | **x** | 1 |\n")
    assert ('<div class="table-wrap rules-table" role="region" tabindex="0" '
            'aria-label="Table: left / mid / right">') in html
    # the empty corner stays a plain cell, and each row's first cell heads the row
    assert ('<thead><tr><td></td><th scope="col" class="align-left">left</th>'
            '<th scope="col" class="align-center">mid</th>'
            '<th scope="col" class="align-right">right</th></tr></thead>') in html
    assert ('<tr><th scope="row"><code>a|b</code></th><td class="align-left"><strong>x</strong></td>'
            '<td class="align-center">1</td><td class="align-right"></td></tr>') in html


def test_a_table_inside_a_list_item() -> None:
    html = body("- Trips against a straight:\n\n  | game | rules |\n  | --- | --- |\n"
                "  | `shortdeck` | trips win |\n\nSo.")
    assert html.startswith("<ul>\n<li><p>Trips against a straight:</p>\n<div class=\"table-wrap")
    assert "<td><code>shortdeck</code></td><td>trips win</td>" in html
    assert html.endswith("</table>\n</div></li>\n</ul>\n<p>So.</p>")


def test_a_row_with_more_cells_than_its_header_is_refused() -> None:
    with pytest.raises(rr.RulesError, match=r"a table row has 3 cells, its header 2"):
        body("| a | b |\n|---|---|\n| 1 | `x | y` |\n")


def test_fenced_code_block_is_shown_as_written() -> None:
    html = body("```python\nif a < b and c & d:\n    print(\"<b>\")\n```\nafter")
    assert html == ('<pre tabindex="0"><code class="language-python">if a &lt; b and c &amp; d:\n'
                    '    print(&quot;&lt;b&gt;&quot;)\n</code></pre>\n<p>after</p>')


def test_quote_and_break() -> None:
    assert body("> quoted *words*\n\n---") == "<blockquote>\n<p>quoted <em>words</em></p>\n</blockquote>\n<hr>"


# --- inline and escaping -----------------------------------------------------------------------

def test_emphasis_code_and_snake_case() -> None:
    html = body("**strong**, *em*, __also strong__, _em_, snake_case_name, Z_h(T), `a*b*c` and 2 * 3 * 4")
    assert html == ("<p><strong>strong</strong>, <em>em</em>, <strong>also strong</strong>, <em>em</em>, "
                    "snake_case_name, Z_h(T), <code>a*b*c</code> and 2 * 3 * 4</p>")


def test_code_span_across_lines_and_double_backticks() -> None:
    assert body("`tools/x.py --game\nshortdeck` and `` a`b ``") == (
        "<p><code>tools/x.py --game shortdeck</code> and <code>a`b</code></p>")


def test_raw_html_is_escaped_everywhere() -> None:
    html = body('<script>alert(1)</script> & <b>"x"</b> `<i>` [**<img src=x>**](#a "t\\"<")')
    assert "<script" not in html and "<b>" not in html and "<img" not in html and "<i>" not in html
    assert html.startswith("<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;b&gt;&quot;x&quot;&lt;/b&gt; "
                           "<code>&lt;i&gt;</code> ")
    assert '<a href="#a" title="t&quot;&lt;"><strong>&lt;img src=x&gt;</strong></a>' in html


def test_links_and_backslash_escapes() -> None:
    html = body("[Problem 54](https://projecteuler.net/problem=54), [rules](#badugi), "
                "<https://example.org/a?b=1&c=2>, \\*not em\\*")
    assert html == ('<p><a href="https://projecteuler.net/problem=54">Problem 54</a>, <a href="#badugi">rules</a>, '
                    '<a href="https://example.org/a?b=1&amp;c=2">https://example.org/a?b=1&amp;c=2</a>, *not em*</p>')


@pytest.mark.parametrize("url", ["javascript:alert(1)", "JavaScript:x", "data:text/html,x", "vbscript:x"])
def test_unsafe_link_targets_are_refused(url: str) -> None:
    with pytest.raises(rr.RulesError, match="only http"):
        body(f"[click]({url})")


def test_internal_links_must_name_a_heading() -> None:
    rr.check_internal_links(rr.render_markdown("## A b\n\nsee [it](#a-b)"))
    with pytest.raises(rr.RulesError, match="#a-c"):
        rr.check_internal_links(rr.render_markdown("## A b\n\nsee [it](#a-c)"))


# --- the page ----------------------------------------------------------------------------------

def test_the_page_has_the_sites_policy_stylesheet_and_a_way_back(rules: rr.Rendered) -> None:
    html = rr.page(rules)
    assert "<script" not in html  # no script at all: nothing for the policy to allow
    index = (ROOT / "web" / "index.html").read_text(encoding="utf-8")
    site_policy = re.search(r'http-equiv="Content-Security-Policy" content="([^"]+)"', index)
    page_policy = re.search(r'http-equiv="Content-Security-Policy" content="([^"]+)"', html)
    assert site_policy and page_policy
    site = {part.split()[0]: part for part in site_policy.group(1).split("; ")}
    page = {part.split()[0]: part for part in page_policy.group(1).split("; ")}
    for directive in ("default-src", "style-src", "img-src", "object-src", "base-uri", "form-action"):
        assert page[directive] == site[directive]
    assert page["script-src"] == "script-src 'self'"  # no wasm here
    assert '<link rel="stylesheet" href="style.css">' in html
    assert '<a class="button-link" href="./" data-testid="rules-back">← Back to Card Lab</a>' in html
    assert "<title>Card Lab — the rules it follows</title>" in html
    assert '<h1 id="card-lab--the-rules-it-follows">' in html


def test_rules_md_renders_and_its_own_links_resolve(rules: rr.Rendered) -> None:
    rr.check_internal_links(rules)
    assert len(rules.anchors) == len(rules.headings)  # no two headings share an id
    assert [anchor for level, anchor, _ in rules.headings if level == 1] == ["card-lab--the-rules-it-follows"]


def test_rules_md_contents_line_names_every_section(rules: rr.Rendered) -> None:
    contents = next(line for line in rules.body.splitlines() if line.startswith("<p>Contents:"))
    start = rules.body.index(contents)
    paragraph = rules.body[start:rules.body.index("</p>", start)]
    linked = re.findall(r'href="#([^"]+)"', paragraph)
    sections = [anchor for level, anchor, _ in rules.headings if level == 2]
    assert linked == sections, "docs/rules.md's Contents line lists every ## section, in order"


# --- what the tools link to --------------------------------------------------------------------

def test_every_section_python_names_is_a_heading_of_the_rules(rules: rr.Rendered) -> None:
    assert set(SECTIONS) <= rules.anchors
    assert set(TITLES) == set(SECTIONS)
    assert all(TOOL_SECTIONS.values())
    facts = call("meta")
    linked = set(rr.linked_anchors(facts))
    assert linked == set(SECTIONS)  # every section named is linked from somewhere, and nothing else
    assert rr.check_facts(rules, facts) == len(SECTIONS)


def test_every_game_links_its_rules() -> None:
    facts = call("meta")
    for game in facts["variants"]:
        assert game["rules"], f"{game['key']} links to no rules section"
    assert {v.key: v.rules[0] for v in VARIANTS}["omaha-hilo"] == "split-pots-omaha-hi-lo-and-big-omaha"
    tools = facts["rules"]["tools"]
    assert [link["title"] for link in tools["poker"]] == ["Five-card poker and Problem 54"]
    assert tools["equity"][0] == {"anchor": "equity-holdem-and-omaha-with-cards-still-to-come", "title": "Equity"}


def test_the_build_refuses_a_link_to_no_section(rules: rr.Rendered, tmp_path: Path) -> None:
    with pytest.raises(rr.RulesError, match="no-such-section"):
        rr.check_facts(rules, {"rules": {"tools": {"x": [{"anchor": "no-such-section", "title": "X"}]}}})
    meta = tmp_path / "meta.json"
    meta.write_text('{"variants": [{"rules": [{"anchor": "gone", "title": "Gone"}]}]}', encoding="utf-8")
    out = tmp_path / "rules.html"
    assert rr.main([str(RULES), str(out), "--check-links", str(meta)]) == 1
    assert not out.exists()
    meta.write_text('{"variants": [{"rules": [{"anchor": "badugi", "title": "Badugi"}]}]}', encoding="utf-8")
    assert rr.main([str(RULES), str(out), "--check-links", str(meta)]) == 0
    assert '<h2 id="badugi">Badugi</h2>' in out.read_text(encoding="utf-8")
