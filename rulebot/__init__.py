"""rulebot."""
