"""Stud games (seven-card stud, stud hi-lo, razz): equity with unknown down cards."""
