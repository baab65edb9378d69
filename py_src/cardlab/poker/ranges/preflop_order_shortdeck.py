"""The 81 short-deck (6+) hand classes from best to worst by exact preflop all-in equity against
one random hand of the 36-card deck, per rule set (the order the range form ``20%`` takes classes in
for each short-deck game): ``ORDER_SHORTDECK`` (trips beat a straight) and ``ORDER_SHORTDECK_CLASSIC``
(a straight beats trips), each rule set naming its own (``RuleSet.preflop_order``).

Made by ``tools/preflop_order.py --game shortdeck``: for each class, one combo against each of the
561 hands of the other 34 cards, every board counted exactly; equities are exact (shown to six
decimals), ties keep the grid order. Rules: ``docs/rules.md``, "Short deck (6+) Hold'em".

>>> ORDER_SHORTDECK[0], len(ORDER_SHORTDECK_CLASSIC), EQUITY_SHORTDECK["AA"] > EQUITY_SHORTDECK["76o"]
('AA', 81, True)
"""

ORDER_SHORTDECK: tuple[str, ...] = (
    "AA", "KK", "QQ", "JJ", "TT", "AKs", "AQs", "99", "AKo",
    "AJs", "KQs", "AQo", "ATs", "AJo", "KJs", "KTs", "QJs", "KQo",
    "QTs", "ATo", "A9s", "JTs", "KJo", "KTo", "QJo", "A8s", "QTo",
    "JTo", "A9o", "88", "K9s", "A8o", "A7s", "Q9s", "J9s", "T9s",
    "K9o", "Q9o", "A7o", "A6s", "J9o", "T9o", "K8s", "Q8s", "J8s",
    "K7s", "T8s", "98s", "A6o", "K8o", "77", "Q8o", "J8o", "T8o",
    "K6s", "K7o", "98o", "Q7s", "J7s", "T7s", "97s", "Q6s", "K6o",
    "Q7o", "J7o", "T7o", "97o", "87s", "Q6o", "96s", "J6s", "T6s",
    "66", "87o", "86s", "96o", "J6o", "T6o", "76s", "86o", "76o",
)

ORDER_SHORTDECK_CLASSIC: tuple[str, ...] = (
    "AA", "KK", "QQ", "JJ", "TT", "AKs", "AQs", "AKo", "AJs",
    "KQs", "AQo", "ATs", "KJs", "AJo", "QJs", "KTs", "KQo", "JTs",
    "QTs", "99", "ATo", "KJo", "A9s", "QJo", "KTo", "JTo", "QTo",
    "A8s", "A9o", "K9s", "T9s", "A8o", "Q9s", "J9s", "A7s", "K9o",
    "T9o", "Q9o", "J9o", "A7o", "88", "A6s", "K8s", "98s", "T8s",
    "Q8s", "J8s", "K7s", "A6o", "K8o", "98o", "T8o", "Q8o", "J8o",
    "K6s", "K7o", "97s", "T7s", "Q7s", "J7s", "77", "Q6s", "K6o",
    "97o", "T7o", "87s", "Q7o", "J7o", "96s", "Q6o", "T6s", "J6s",
    "87o", "96o", "86s", "T6o", "J6o", "66", "76s", "86o", "76o",
)

EQUITY_SHORTDECK: dict[str, float] = {
    "AA": 0.756037, "KK": 0.714307, "QQ": 0.691382, "JJ": 0.668247, "TT": 0.644767, "AKs": 0.610816,
    "AQs": 0.600838, "99": 0.595828, "AKo": 0.594384, "AJs": 0.592782, "KQs": 0.585069, "AQo": 0.584338,
    "ATs": 0.579030, "AJo": 0.576243, "KJs": 0.575878, "KTs": 0.569806, "QJs": 0.569325, "KQo": 0.568078,
    "QTs": 0.562417, "ATo": 0.562087, "A9s": 0.560863, "JTs": 0.559869, "KJo": 0.558777, "KTo": 0.552744,
    "QJo": 0.552454, "A8s": 0.545557, "QTo": 0.545537, "JTo": 0.543359, "A9o": 0.543139, "88": 0.535153,
    "K9s": 0.532477, "A8o": 0.526747, "A7s": 0.525060, "Q9s": 0.524196, "J9s": 0.519324, "T9s": 0.518851,
    "K9o": 0.513540, "Q9o": 0.505381, "A7o": 0.504920, "A6s": 0.503253, "J9o": 0.500747, "T9o": 0.500707,
    "K8s": 0.500205, "Q8s": 0.492034, "J8s": 0.487296, "K7s": 0.486804, "T8s": 0.486691, "98s": 0.483529,
    "A6o": 0.481705, "K8o": 0.479388, "77": 0.474401, "Q8o": 0.471354, "J8o": 0.466868, "T8o": 0.466692,
    "K6s": 0.465843, "K7o": 0.465076, "98o": 0.463532, "Q7s": 0.459786, "J7s": 0.454950, "T7s": 0.454282,
    "97s": 0.453766, "Q6s": 0.446016, "K6o": 0.442802, "Q7o": 0.437270, "J7o": 0.432690, "T7o": 0.432450,
    "97o": 0.432111, "87s": 0.429597, "Q6o": 0.422604, "96s": 0.420861, "J6s": 0.420623, "T6s": 0.419927,
    "66": 0.413900, "87o": 0.406511, "86s": 0.397667, "96o": 0.397381, "J6o": 0.396423, "T6o": 0.396160,
    "76s": 0.375231, "86o": 0.372825, "76o": 0.349126,
}

EQUITY_SHORTDECK_CLASSIC: dict[str, float] = {
    "AA": 0.730758, "KK": 0.689147, "QQ": 0.663783, "JJ": 0.638222, "TT": 0.612329, "AKs": 0.610670,
    "AQs": 0.601099, "AKo": 0.594452, "AJs": 0.593504, "KQs": 0.587857, "AQo": 0.584867, "ATs": 0.579209,
    "KJs": 0.579093, "AJo": 0.577288, "QJs": 0.575429, "KTs": 0.573475, "KQo": 0.571214, "JTs": 0.569384,
    "QTs": 0.568935, "99": 0.563003, "ATo": 0.562598, "KJo": 0.562396, "A9s": 0.560836, "QJo": 0.559089,
    "KTo": 0.556871, "JTo": 0.553594, "QTo": 0.552641, "A8s": 0.546072, "A9o": 0.543441, "K9s": 0.532687,
    "T9s": 0.527761, "A8o": 0.527582, "Q9s": 0.527248, "J9s": 0.525284, "A7s": 0.525142, "K9o": 0.514083,
    "T9o": 0.510339, "Q9o": 0.508894, "J9o": 0.507297, "A7o": 0.505267, "88": 0.504794, "A6s": 0.502801,
    "K8s": 0.497677, "98s": 0.492984, "T8s": 0.492894, "Q8s": 0.492411, "J8s": 0.490587, "K7s": 0.484818,
    "A6o": 0.481457, "K8o": 0.477075, "98o": 0.473701, "T8o": 0.473494, "Q8o": 0.472072, "J8o": 0.470629,
    "K6s": 0.463423, "K7o": 0.463297, "97s": 0.460580, "T7s": 0.457734, "Q7s": 0.457335, "J7s": 0.455475,
    "77": 0.446494, "Q6s": 0.444108, "K6o": 0.440534, "97o": 0.439523, "T7o": 0.436379, "87s": 0.436011,
    "Q7o": 0.435037, "J7o": 0.433562, "96s": 0.424870, "Q6o": 0.420905, "T6s": 0.420549, "J6s": 0.418256,
    "87o": 0.413468, "96o": 0.401864, "86s": 0.401401, "T6o": 0.397133, "J6o": 0.394278, "66": 0.388432,
    "76s": 0.378558, "86o": 0.376985, "76o": 0.352824,
}
