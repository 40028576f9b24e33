"""Drawing: colours, procedural art and widgets for Souris & Fromages."""
