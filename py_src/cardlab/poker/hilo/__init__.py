"""Split pots: the ace-to-five low with an eight-or-better qualifier, Omaha Hi-Lo showdowns and the
tally that splits each pot between the best high and the best low. Rules: ``docs/rules.md``.
"""
