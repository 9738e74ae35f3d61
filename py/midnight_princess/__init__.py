"""Midnight Princess: the engine of a 5x5 drop slot, in pure Python."""

# The engine's version follows its protocol, docs/protocol.md: one line for each change of that
# page, newest last, with the page's SHA-256 (tests/test_wheel.py holds the newest to the page).
# A field or op added is a minor step (1.1.0), a change of wording a patch (1.0.1); the protocol
# changes only by addition, so the major stays 1.
PROTOCOL_HISTORY: tuple[tuple[str, str], ...] = (
    ("1.0.0", "d56896db5e643a110296f891ae3122b192b7e9dfdc6e7b9a3fbc1fcb90d73b72"),  # protocol v1 as first published
    ("1.1.0", "77055f03157d5d88893a57d3ba98510a5b1d26d3f71b4380f9a2b7162ef9f0a4"),  # the RTP ladder: rtp on config, new_game, spin and the state; INVALID_RTP
)
__version__ = PROTOCOL_HISTORY[-1][0]
