"""Transitional: the fixtures come from the kit's plugin (its pytest11 entry point); nothing to load here."""
