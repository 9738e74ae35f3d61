"""A run's figures as ``run.simulate`` returns them and ``par.json`` holds them, typed.

The result is plain JSON (it is written to par.json and read back by ``--rerender``), so its
parts are TypedDicts: the sheet reads the very keys mypy checks here. Fractions of the bet unless
a name says ``_x`` (multiples of the bet) or counts.
"""

from __future__ import annotations

from typing import Any, NotRequired, TypedDict


class RunConfig(TypedDict):
    """What was asked: the run's identity (the same config and engine give the same figures)."""

    rounds: int
    seed: str
    choice: str
    splits: int
    chunk: int
    chunks: int
    bet: int
    parts: dict[str, int]  # plays of each part in the parts run, by part key
    detail: dict[str, int]  # plays of each part in the breakdown
    control: NotRequired[ControlSource]


class ModelTarget(TypedDict):
    """The model's target: the rung of the RTP ladder played (absent in sheets made before the ladder: the default)."""

    rtp_target: float
    rtp: NotRequired[str]
    proof_half_width: NotRequired[float]


class ControlSource(TypedDict):
    """The default rung's sheet a rung's features were measured against (by common random numbers)."""

    sheet: str
    engine: str
    seed: str
    pairs: list[str]  # the choices whose features were played in pairs
    added: NotRequired[dict[str, float]]  # by phase: the share of its landings on the set the rung adds (the rest, the default's)


class ControlFigures(TypedDict):
    """A choice's features played in pairs: in the rung and, on the same seed, in the default rung."""

    sheet_mean_x: float  # the default rung's proven mean feature win
    sheet_half_width_x: float
    pairs: int
    pairs_differing: int
    twin_mean_x: float  # the twins' mean: the default rung's features on the pairs' seeds
    beta: float  # the control variate's slope: the rung's mean less beta x (twin mean - sheet mean)
    variance_left: float  # the controlled mean's variance from the pairs, a share of the rung's own
    own_mean_x: float  # the rung's features alone, as a plain run would measure them
    own_half_width_x: float
    twins_capped: int  # the twins that reached the cap
    sheet_cap_rate: float  # the default rung's share of features that reached the cap, in its sheet
    cap_half_width: float  # the 95% half-width of this rung's share of capped features, by the twins


class BaseFigures(TypedDict):
    """The whole-round run's base game and trinity round, shared by every choice."""

    rounds: int
    base_power_rate: float
    base_power_rate_by_princess: dict[str, float]
    active_share: dict[str, float]
    trinity_one_in: float | None
    trinity_rate: float
    powers_per_trinity: float
    free_spins_one_in: float | None
    free_spins_rate: float
    triggers: int
    base_clears: int
    base_hit_rate: float


class Split(TypedDict):
    """The RTP by source."""

    base: float
    trinity: float
    free_spins: float
    clear_prizes: float


class Band(TypedDict):
    """A win band: its K-weighted count, share and Wilson interval."""

    weight: int
    probability: float
    ci95: list[float]


class Capped(TypedDict):
    """Rounds that reached the max win."""

    weight: int
    one_in: float | None


class SessionRange(TypedDict):
    """Session RTP percentiles over sessions of consecutive rounds."""

    p05: float
    p25: float
    p50: float
    p75: float
    p95: float
    sessions: int


class FeaturePlays(TypedDict):
    """The whole-round run's feature plays."""

    plays: int
    mean_win_x: float
    mean_win_ci95_x: float
    spins_per_feature: float
    extensions_per_feature: float
    clears_per_feature: float
    capped_one_in_features: float | None
    picks: dict[str, int] | None


class Splitting(TypedDict):
    """How much importance splitting gained."""

    splits: int
    variance_ratio: float | None
    work_ratio: float | None
    efficiency: float | None
    suggested_splits: float | None


class RoundFigures(TypedDict):
    """One choice from whole rounds: the cross-check, volatility, bands and sessions."""

    rtp: float
    ci95: float
    rtp_low: float
    rtp_high: float
    rounds_for_cross_check: int | None
    split: Split
    hit_rate: float
    sd_round_x: float
    sd_round_ci95_x: float | None
    volatility_index: float
    volatility_index_ci95: float | None
    sd_value_x: float
    bands: dict[str, Band]
    histogram: list[int]
    max_win_x: float
    capped: Capped
    sessions: dict[str, SessionRange | None]
    feature: FeaturePlays
    splitting: Splitting


class PartsChoice(TypedDict):
    """One choice by parts: the headline RTP, its sources, the feature and the cap."""

    rtp: float
    ci95: float
    rtp_low: float
    rtp_high: float
    base: float
    trinity: float
    free_spins: float
    clear_prizes: float
    trigger: float
    trigger_one_in: float
    feature_mean_x: float
    ci95_by_part: dict[str, float]
    variance_per_play: dict[str, float]
    features: int
    features_capped: int
    features_capped_by_crown: int
    features_capped_by_drops: int
    largest_feature_x: float
    feature_sd_x: float
    feature_hit_rate: float
    spins_per_feature: float
    extensions_per_feature: float
    prizes_per_feature: float
    reached_max_spins: float
    feature_histogram: list[int]
    round_capped: float
    round_capped_ci95: list[float]
    round_capped_by_crown: float
    round_capped_by_drops: float
    rtp_lost_to_cap: float
    cap_bias_bound: float | None
    control: NotRequired[ControlFigures]


class PartsBase(TypedDict):
    """The parts run's base spins and trinity rounds."""

    spins: int
    hit_rate: float
    full_meter: float
    base_clear: float
    meter_only: float
    capped: int
    trinity_rounds: int
    trinity_hit_rate: float
    trinity_clear: float
    trinity_capped: int
    trigger_by_base_clear: float
    trigger_by_trinity_clear: float


class PartsFigures(TypedDict):
    """The RTP by parts."""

    counts: dict[str, int]
    choices: dict[str, PartsChoice]
    base: PartsBase


class RunInfo(TypedDict):
    """How the run went: never in PAR.md (it differs from run to run)."""

    engine: str
    workers: int
    scheduler: str | None
    cluster: int
    seconds: float
    cpu_seconds: float
    rounds_per_second: float | None
    rounds_per_cpu_second: float | None
    plays_per_cpu_second: dict[str, float]  # by "kind:phase" and "kind:free:<princess>"
    load_average: float


class CrossCheckPlan(TypedDict):
    """The whole-round cross-check a proof needs."""

    half_width: float
    rounds: int
    cpu_seconds: float


class Plan(TypedDict):
    """The cheapest proof at a half-width, from this run's variances and CPU rates."""

    half_width: float
    widest_choice: str
    base_spins: int
    trinity_share: float
    feature_share: dict[str, float]
    cpu_seconds_parts: float
    cores: int
    cross_check: CrossCheckPlan | None
    cpu_seconds: float
    wall_seconds_on_idle_cores: float
    command: str


class Result(TypedDict):
    """Every figure of a run (par.json)."""

    command: str
    config: RunConfig
    engine: str  # the engine fingerprint
    git: str
    model: ModelTarget
    base: BaseFigures | None
    choices: dict[str, RoundFigures]
    convergence: dict[str, list[list[float]]]  # by choice: [rounds, RTP, half-width] after each chunk
    totals: dict[str, Any] | None  # the whole rounds' sums (rounds.RoundSums as JSON)
    parts: PartsFigures | None
    detail: dict[str, dict[str, Any]] | None  # by part: detail.DetailSums as JSON
    run: RunInfo
    plan: NotRequired[Plan]
