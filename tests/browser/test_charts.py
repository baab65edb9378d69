"""The bar charts read right (review D7): the value axis has distinct round ticks (never 0, 1, 1
from a rounded half), and the counts over the bars never overlap, however wide the numbers."""

from __future__ import annotations

import itertools
import random
import re

import pytest
from conftest import open_app, paste
from playwright.sync_api import expect

pytestmark = pytest.mark.browser
LONG = 120_000

# Each chart's ticks, its counts over the bars and the boxes those counts take on screen.
READ = """(chart) => {
  const box = (node) => { const r = node.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; };
  return {
    ticks: [...chart.querySelectorAll("text.tick")].map((t) => t.textContent),
    values: [...chart.querySelectorAll("text.value")].map((t) => t.textContent),
    boxes: [...chart.querySelectorAll("text.value")].map(box),
    bars: [...chart.querySelectorAll("rect[class^=bar]")].filter((r) => r.querySelector("title")).map(box),
    height: chart.getBoundingClientRect().height,
    top: chart.getBoundingClientRect().top,
  };
}"""


def number(text: str) -> int:
    return int(text.replace(",", ""))


def assert_round_distinct_ticks(chart: dict) -> None:
    ticks = chart["ticks"]
    assert all(re.fullmatch(r"\d{1,3}(,\d{3})*", tick) for tick in ticks), ticks
    values = [number(tick) for tick in ticks]
    assert len(set(values)) == len(values) >= 2 and values == sorted(values) and values[0] == 0, ticks
    step = values[1]
    assert all(b - a == step for a, b in itertools.pairwise(values)), ticks
    assert int(str(step)[0]) in (1, 2, 5) and set(str(step)[1:]) <= {"0"}, f"not a round step: {ticks}"
    assert values[-1] >= max(number(value) for value in chart["values"]), ticks


def overlaps(a: list[float], b: list[float]) -> bool:
    return a[0] < b[2] - 0.5 and b[0] < a[2] - 0.5 and a[1] < b[3] - 0.5 and b[1] < a[3] - 0.5


def assert_no_overlap(chart: dict) -> None:
    boxes = chart["boxes"]
    for i, a in enumerate(boxes):
        for j in range(i + 1, len(boxes)):
            assert not overlaps(a, boxes[j]), f"{chart['values'][i]} overlaps {chart['values'][j]}"
        assert a[1] >= chart["top"] - 0.5, f"{chart['values'][i]} is cut off at the top"


def test_a_chart_of_small_counts_has_distinct_whole_ticks(page, site, outside_requests):
    open_app(page, site.origin + "/#draw?hand=2c+3d+4h+Kh")
    chart = page.locator('[data-testid="draw-result"] svg.chart').first
    expect(chart).to_be_visible(timeout=LONG)
    read = chart.evaluate(READ)
    assert_round_distinct_ticks(read)
    assert "0.5" not in read["ticks"]
    assert_no_overlap(read)


def test_the_batch_chart_counts_never_overlap(app):
    rng = random.Random(1)
    deck = [rank + suit for rank in "23456789TJQKA" for suit in "CDHS"]
    text = "\n".join(" ".join(rng.sample(deck, 10)) for _ in range(10_000))
    app.get_by_test_id("tab-poker").click()
    paste(app, "poker-batch-input", text)
    app.get_by_test_id("poker-batch-run").click()
    chart = app.locator('[data-testid="poker-batch-result"] svg.chart')
    expect(chart).to_be_visible(timeout=LONG)
    read = chart.evaluate(READ)
    assert len(read["values"]) >= 16 and len(read["values"]) % 2 == 0  # every category, two players
    assert any(len(value) == 5 for value in read["values"])  # four digits and a comma: wider than a bar
    assert_round_distinct_ticks(read)
    assert_no_overlap(read)
    # Each count stands over its own bar.
    for value, label, bar in zip(read["values"], read["boxes"], read["bars"]):
        centre = (bar[0] + bar[2]) / 2
        assert label[0] - 1 <= centre <= label[2] + 1, f"{value} is not over its bar"
        assert label[3] <= bar[1] + 1, f"{value} is not above its bar"
