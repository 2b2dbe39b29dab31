"""Wires understanding, rules, retrieval and answers: the library entry points."""
