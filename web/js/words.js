// Numbers and words as the page writes them: one helper for each, shared by every tool.
// (Python owns the vocabulary; these only format what it sends.)

// Thousands separators for an exact integer given as a decimal string or a number (never via a
// float for strings: "123456789012345678901" stays exact).
export function formatInt(value) {
  const text = String(value);
  const negative = text.startsWith("-");
  const digits = negative ? text.slice(1) : text;
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return negative ? `-${grouped}` : grouped;
}

// An exact fraction with thousands separators in both parts: fraction("658179/1086008") -> "658,179/1,086,008".
export const fraction = (text) => String(text).split("/").map(formatInt).join("/");

// A share (0..1) as a percentage, the one formatter every tool uses: percent(0.36364) -> "36.36%";
// percent(0.36364, 1) -> "36.4%"; { small }: more digits for a share under 0.1% (percent(0.0004, 1,
// { small: 3 }) -> "0.040%"); { significant }: that many significant digits, trailing zeros dropped
// (percent(0.174100, 0, { significant: 4 }) -> "17.41%"). A share that is not nothing never reads
// as nothing, nor one short of all as all: percent(0.00002) -> "<0.01%", percent(0.99999) -> ">99.99%"
// (Python's cardlab.core.words.percent writes the same: tests/unit/test_durations_shared.py).
export const percent = (share, digits = 2, { small = digits, significant = 0 } = {}) => {
  if (significant) {
    // Near all, as many more digits as it takes: 0.99996 -> "99.996%" with 3 significant digits.
    let places = significant;
    while (share < 1 && places < 12 && Number((share * 100).toPrecision(places)) >= 100) places += 1;
    return `${Number((share * 100).toPrecision(places))}%`;
  }
  const shown = share > 0 && share < 0.001 ? small : digits;
  const text = (share * 100).toFixed(shown);
  const step = (10 ** -shown).toFixed(shown); // the least the shown digits can say: "0.01"
  if (share > 0 && Number(text) === 0) return `<${step}%`;
  if (share < 1 && Number(text) === 100) return `>${(100 - Number(step)).toFixed(shown)}%`;
  return `${text}%`;
};

// A count and its noun: plural(1, "combo") -> "1 combo"; plural(18, "combo") -> "18 combos";
// plural(3, "class", "classes"); exact integers as strings keep their digits.
export const plural = (n, one, many = `${one}s`) => `${formatInt(n)} ${String(n) === "1" ? one : many}`;

// A place in a line: ordinal(2) -> "2nd", ordinal(11) -> "11th", ordinal(23) -> "23rd".
export function ordinal(n) {
  const tail = n % 100 >= 11 && n % 100 <= 13 ? "th" : { 1: "st", 2: "nd", 3: "rd" }[n % 10] || "th";
  return `${n}${tail}`;
}

export const capital = (text) => text.charAt(0).toUpperCase() + text.slice(1);

// Durations as people say them, the same words as Python's cardlab.core.durations (one table of
// cases, tests/unit/test_durations_shared.py, checks both): "under a second", "about 25 seconds",
// "about 3.7 minutes", "about 1 hour" (for 3,599 s: 59.98 minutes round to 60, the next unit).
const UNITS = [["second", 1, 60], ["minute", 60, 60], ["hour", 3600, 24], ["day", 86400, null]];

// Python's round(): halves go to the even neighbour (round(2.5) == 2).
function roundEven(x) {
  const r = Math.round(x);
  return Math.abs(x % 1) === 0.5 && r % 2 !== 0 ? r - 1 : r;
}

function amount(value) {
  // One decimal below 10 (dropping ".0"), whole numbers from 10.
  const tenths = roundEven(value * 10) / 10;
  if (tenths < 10) return tenths.toFixed(1).replace(/\.0$/, "");
  return String(roundEven(value));
}

export function humanDuration(seconds) {
  if (typeof seconds !== "number" || !Number.isFinite(seconds)) return "a very long time";
  if (seconds < 1) return "under a second";
  let text = "";
  let name = "";
  for (const [unit, length, next] of UNITS) {
    name = unit;
    text = unit === "second" ? String(roundEven(seconds)) : amount(seconds / length);
    if (next === null || Number(text) < next) break;
  }
  return `about ${text} ${name}${text === "1" ? "" : "s"}`;
}
