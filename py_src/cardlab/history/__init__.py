"""Hand histories: PokerStars text and PHH (TOML) read into one hand record, each hand settled
(pots, nets, rake) and, where the money went in with cards to come, its all-in equity and EV.
Rules: ``docs/rules.md``, "Hand histories".
"""
