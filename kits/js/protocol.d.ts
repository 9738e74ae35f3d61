// Made by scripts/protocol-types.js from the game's web/js/types.js (tsc --declaration): do not edit.

export type SymbolId = "heart" | "bell" | "gem" | "potion" | "love" | "star" | "storm" | "moon";
export type Princess = "love" | "star" | "storm";
export type CurrencyCode = "USD" | "EUR" | "GBP" | "SEK" | "BRL" | "JPY";
export type Cell = [number, number];
export type Grid = Array<Array<SymbolId | null>>;
export type Phase = "base" | "trinity" | "free";
export type RoundStatus = "complete" | "awaiting_choice" | "void";
export type ErrorCode = "BAD_REQUEST" | "UNSUPPORTED_VERSION" | "CORRUPT_STATE" | "FORCE_NOT_ALLOWED" | "ROUND_IN_PROGRESS" | "INVALID_BET" | "INSUFFICIENT_FUNDS" | "NO_CHOICE_PENDING" | "MALFUNCTION";
export type Force = {
    grids?: Grid[];
    malfunction_at?: number | null;
};
export type ConfigRequest = {
    v: 1;
    op: "config";
    currency?: CurrencyCode | null;
};
export type NewGameRequest = {
    v: 1;
    op: "new_game";
    /**
     * 64 hex digits
     */
    seed: string;
    /**
     * ms since the Unix epoch
     */
    now: number;
    currency?: CurrencyCode | null;
    /**
     * minor units
     */
    balance?: number | null;
};
export type SpinRequest = {
    v: 1;
    op: "spin";
    state: State;
    /**
     * minor units
     */
    bet: number;
    seed: string;
    now: number;
    force?: Force | null;
};
export type ChooseRequest = {
    v: 1;
    op: "choose";
    state: State;
    princess: Princess;
    seed: string;
    now: number;
    force?: Force | null;
};
export type ResumeRequest = {
    v: 1;
    op: "resume";
    state: State;
    now: number;
    void_round?: boolean;
};
export type Request = ConfigRequest | NewGameRequest | SpinRequest | ChooseRequest | ResumeRequest;
export type Op = Request["op"];
export type State = {
    v: 1;
    /**
     * minor units
     */
    balance: number;
    /**
     * minor units
     */
    bet: number;
    /**
     * the active princess
     */
    princess: Princess;
    /**
     * the round waiting for its choice
     */
    round: OpenRound | null;
    /**
     * rounds started, void ones included
     */
    rounds: number;
    /**
     * only in a game of another currency than USD
     */
    currency?: CurrencyCode;
};
export type Round = {
    /**
     * from 1
     */
    id: number;
    /**
     * minor units
     */
    bet: number;
    /**
     * minor units, so far
     */
    win: number;
    status: RoundStatus;
    /**
     * the `now` of its spin
     */
    started_at: number;
    balance_before: number;
    balance_after: number;
};
export type OpenRound = Round & {
    multiplier: number;
    meter: number;
};
export type FreeSpinsOffer = {
    /**
     * the feature's first spins
     */
    spins: number;
    /**
     * the spins a full meter adds
     */
    extend: number;
};
export type Config = {
    symbols: SymbolId[];
    wild: "moon";
    princesses: Princess[];
    /**
     * hundredths of the bet
     */
    paytable: Record<SymbolId, Record<"3" | "4" | "5", number>>;
    /**
     * minor units
     */
    bet_levels: number[];
    default_bet: number;
    start_balance: number;
    max_win_x: number;
    free_spins: Record<Princess, FreeSpinsOffer>;
    max_free_spins: number;
    max_multiplier: number;
    clear_prize_x: number;
    void_after_days: number;
    /**
     * percent, e.g. "96.50"
     */
    rtp: string;
    trinity_order: Princess[];
    free_spins_swing: Record<Princess, "least" | "middle" | "most">;
    grid_size: number;
    meter_size: number;
    /**
     * only when the request asked for a currency
     */
    currency?: CurrencyCode;
    /**
     * only when the request asked for a currency
     */
    minor_unit?: number;
};
export type LandStep = {
    t: "land";
    phase: Phase;
    grid: Grid;
};
export type Win = {
    symbol: SymbolId;
    cells: Cell[];
    /**
     * minor units
     */
    pay: number;
};
export type WinStep = {
    t: "win";
    multiplier: number;
    wins: Win[];
    total: number;
    round_win: number;
};
export type MeterStep = {
    t: "meter";
    value: number;
};
export type RemoveStep = {
    t: "remove";
    cells: Cell[];
    moons: Cell[];
    grid: Grid;
};
export type FallStep = {
    t: "fall";
    /**
     * each `[from, to]`
     */
    moves: Array<[Cell, Cell]>;
    grid: Grid;
};
export type MultiplierStep = {
    t: "multiplier";
    value: number;
};
export type TransformPowerStep = {
    t: "power";
    princess: Princess;
    effect: "transform";
    cells: Cell[];
    from: SymbolId;
    to: SymbolId;
    grid: Grid;
};
export type WildsPowerStep = {
    t: "power";
    princess: Princess;
    effect: "wilds";
    cells: Cell[];
    grid: Grid;
};
export type DestroyPowerStep = {
    t: "power";
    princess: Princess;
    effect: "destroy";
    cells: Cell[];
    symbols: SymbolId[];
    grid: Grid;
};
export type PowerStep = TransformPowerStep | WildsPowerStep | DestroyPowerStep;
export type MoonsRemovedStep = {
    t: "moons_removed";
    cells: Cell[];
    grid: Grid;
};
export type ClearStep = {
    t: "clear";
};
export type PrincessStep = {
    t: "princess";
    value: Princess;
};
export type TrinityStartStep = {
    t: "trinity_start";
};
export type TrinityEndStep = {
    t: "trinity_end";
};
export type ChoiceOption = {
    princess: Princess;
    spins: number;
};
export type ChoiceStep = {
    t: "choice";
    options: ChoiceOption[];
};
export type FreeSpinsStartStep = {
    t: "free_spins_start";
    princess: Princess;
    spins: number;
};
export type FreeSpinStep = {
    t: "free_spin";
    /**
     * from 1
     */
    number: number;
    total: number;
};
export type ExtendStep = {
    t: "extend";
    added: number;
    total: number;
};
export type PrizeStep = {
    t: "prize";
    amount: number;
    round_win: number;
};
export type CapStep = {
    t: "cap";
    round_win: number;
};
export type FreeSpinsEndStep = {
    t: "free_spins_end";
};
export type EndStep = {
    t: "end";
    win: number;
    balance: number;
};
export type Step = LandStep | WinStep | MeterStep | RemoveStep | FallStep | MultiplierStep | PowerStep | MoonsRemovedStep | ClearStep | PrincessStep | TrinityStartStep | TrinityEndStep | ChoiceStep | FreeSpinsStartStep | FreeSpinStep | ExtendStep | PrizeStep | CapStep | FreeSpinsEndStep | EndStep;
export type StepType = Step["t"];
export type StepOf<T extends StepType> = Extract<Step, {
    t: T;
}>;
export type EngineError = {
    code: ErrorCode;
    /**
     * for a person; its wording is not binding
     */
    message: string;
};
export type ErrorReply = {
    ok: false;
    error: EngineError;
    state?: State;
    round?: Round;
};
export type ConfigReply = {
    ok: true;
    config: Config;
};
export type NewGameReply = {
    ok: true;
    state: State;
};
export type SpinReply = {
    ok: true;
    state: State;
    round: Round;
    steps: Step[];
};
export type ChooseReply = {
    ok: true;
    state: State;
    round: Round;
    steps: Step[];
    /**
     * only when the round was voided, not played
     */
    voided?: true;
};
export type ResumeReply = {
    ok: true;
    state: State;
    /**
     * the open round, or the one this call voided
     */
    round: Round | null;
    voided: boolean;
};
export type Reply = ConfigReply | NewGameReply | SpinReply | ChooseReply | ResumeReply | ErrorReply;
export type ReplyTo<O extends Op> = ({
    config: ConfigReply;
    new_game: NewGameReply;
    spin: SpinReply;
    choose: ChooseReply;
    resume: ResumeReply;
}[O]) | ErrorReply;
export type GamePhase = "loading" | "ready" | "spinning" | "choice" | "error" | "recall" | "closed";
export type ControllerEvents = {
    /**
     * on every change of phase
     */
    phase: {
        phase: GamePhase;
        previous: GamePhase;
    };
    /**
     * the engine's config, once, before the first round is shown
     */
    config: Config;
    /**
     * the engine's balance (minor units), on load and after every reply that changed it
     */
    balance: number;
    /**
     * the bet the next spin will use (minor units)
     */
    bet: number;
    /**
     * the round waits for the free-spins choice of one of these
     */
    choice: ChoiceOption[];
    /**
     * a load found round `roundId` unfinished and plays it on
     */
    resume: {
        roundId: number;
        choice: boolean;
    };
    /**
     * the engine took the bet of a new round
     */
    roundStart: {
        roundId: number;
        bet: number;
    };
    /**
     * steps `[0, index)` of the newest round are shown (and their index stored)
     */
    step: number;
    /**
     * a round was shown to its `end` step
     */
    round: {
        roundId: number;
        steps: Step[];
        end: EndStep;
    };
};
/** @typedef {"heart" | "bell" | "gem" | "potion" | "love" | "star" | "storm" | "moon"} SymbolId */
/** @typedef {"love" | "star" | "storm"} Princess */
/** @typedef {"USD" | "EUR" | "GBP" | "SEK" | "BRL" | "JPY"} CurrencyCode */
/** @typedef {[number, number]} Cell `[r, c]`: row 0 is the top, column 0 the left. */
/** @typedef {Array<Array<SymbolId | null>>} Grid Rows, top first, of symbol ids or `null` (empty). */
/** @typedef {"base" | "trinity" | "free"} Phase */
/** @typedef {"complete" | "awaiting_choice" | "void"} RoundStatus */
/**
 * @typedef {"BAD_REQUEST" | "UNSUPPORTED_VERSION" | "CORRUPT_STATE" | "FORCE_NOT_ALLOWED" | "ROUND_IN_PROGRESS" | "INVALID_BET" | "INSUFFICIENT_FUNDS" | "NO_CHOICE_PENDING" | "MALFUNCTION"} ErrorCode
 */
/**
 * Test builds only: the request's landings, and a fault after step `malfunction_at`.
 * @typedef {object} Force
 * @property {Grid[]} [grids]
 * @property {number | null} [malfunction_at]
 */
/**
 * @typedef {object} ConfigRequest
 * @property {1} v
 * @property {"config"} op
 * @property {CurrencyCode | null} [currency]
 */
/**
 * @typedef {object} NewGameRequest
 * @property {1} v
 * @property {"new_game"} op
 * @property {string} seed 64 hex digits
 * @property {number} now ms since the Unix epoch
 * @property {CurrencyCode | null} [currency]
 * @property {number | null} [balance] minor units
 */
/**
 * @typedef {object} SpinRequest
 * @property {1} v
 * @property {"spin"} op
 * @property {State} state
 * @property {number} bet minor units
 * @property {string} seed
 * @property {number} now
 * @property {Force | null} [force]
 */
/**
 * @typedef {object} ChooseRequest
 * @property {1} v
 * @property {"choose"} op
 * @property {State} state
 * @property {Princess} princess
 * @property {string} seed
 * @property {number} now
 * @property {Force | null} [force]
 */
/**
 * @typedef {object} ResumeRequest
 * @property {1} v
 * @property {"resume"} op
 * @property {State} state
 * @property {number} now
 * @property {boolean} [void_round]
 */
/** @typedef {ConfigRequest | NewGameRequest | SpinRequest | ChooseRequest | ResumeRequest} Request */
/** @typedef {Request["op"]} Op */
/**
 * The game as the caller stores it and sends it back unchanged.
 * @typedef {object} State
 * @property {1} v
 * @property {number} balance minor units
 * @property {number} bet minor units
 * @property {Princess} princess the active princess
 * @property {OpenRound | null} round the round waiting for its choice
 * @property {number} rounds rounds started, void ones included
 * @property {CurrencyCode} [currency] only in a game of another currency than USD
 */
/**
 * @typedef {object} Round
 * @property {number} id from 1
 * @property {number} bet minor units
 * @property {number} win minor units, so far
 * @property {RoundStatus} status
 * @property {number} started_at the `now` of its spin
 * @property {number} balance_before
 * @property {number} balance_after
 */
/**
 * A round waiting for its choice, as the state holds it: the round and where the base round left
 * the drop multiplier and the meter.
 * @typedef {Round & {multiplier: number, meter: number}} OpenRound
 */
/**
 * @typedef {object} FreeSpinsOffer
 * @property {number} spins the feature's first spins
 * @property {number} extend the spins a full meter adds
 */
/**
 * Everything a screen needs, from the math model.
 * @typedef {object} Config
 * @property {SymbolId[]} symbols
 * @property {"moon"} wild
 * @property {Princess[]} princesses
 * @property {Record<SymbolId, Record<"3" | "4" | "5", number>>} paytable hundredths of the bet
 * @property {number[]} bet_levels minor units
 * @property {number} default_bet
 * @property {number} start_balance
 * @property {number} max_win_x
 * @property {Record<Princess, FreeSpinsOffer>} free_spins
 * @property {number} max_free_spins
 * @property {number} max_multiplier
 * @property {number} clear_prize_x
 * @property {number} void_after_days
 * @property {string} rtp percent, e.g. "96.50"
 * @property {Princess[]} trinity_order
 * @property {Record<Princess, "least" | "middle" | "most">} free_spins_swing
 * @property {number} grid_size
 * @property {number} meter_size
 * @property {CurrencyCode} [currency] only when the request asked for a currency
 * @property {number} [minor_unit] only when the request asked for a currency
 */
/**
 * @typedef {object} LandStep
 * @property {"land"} t
 * @property {Phase} phase
 * @property {Grid} grid
 */
/**
 * @typedef {object} Win
 * @property {SymbolId} symbol
 * @property {Cell[]} cells
 * @property {number} pay minor units
 */
/**
 * @typedef {object} WinStep
 * @property {"win"} t
 * @property {number} multiplier
 * @property {Win[]} wins
 * @property {number} total
 * @property {number} round_win
 */
/**
 * @typedef {object} MeterStep
 * @property {"meter"} t
 * @property {number} value
 */
/**
 * @typedef {object} RemoveStep
 * @property {"remove"} t
 * @property {Cell[]} cells
 * @property {Cell[]} moons
 * @property {Grid} grid
 */
/**
 * @typedef {object} FallStep
 * @property {"fall"} t
 * @property {Array<[Cell, Cell]>} moves each `[from, to]`
 * @property {Grid} grid
 */
/**
 * @typedef {object} MultiplierStep
 * @property {"multiplier"} t
 * @property {number} value
 */
/**
 * Love's power: every cell of symbol `from` becomes `to`.
 * @typedef {object} TransformPowerStep
 * @property {"power"} t
 * @property {Princess} princess
 * @property {"transform"} effect
 * @property {Cell[]} cells
 * @property {SymbolId} from
 * @property {SymbolId} to
 * @property {Grid} grid
 */
/**
 * Star's power: `cells` become moons.
 * @typedef {object} WildsPowerStep
 * @property {"power"} t
 * @property {Princess} princess
 * @property {"wilds"} effect
 * @property {Cell[]} cells
 * @property {Grid} grid
 */
/**
 * Storm's power: every cell of the `symbols` is emptied.
 * @typedef {object} DestroyPowerStep
 * @property {"power"} t
 * @property {Princess} princess
 * @property {"destroy"} effect
 * @property {Cell[]} cells
 * @property {SymbolId[]} symbols
 * @property {Grid} grid
 */
/** @typedef {TransformPowerStep | WildsPowerStep | DestroyPowerStep} PowerStep */
/**
 * @typedef {object} MoonsRemovedStep
 * @property {"moons_removed"} t
 * @property {Cell[]} cells
 * @property {Grid} grid
 */
/**
 * @typedef {object} ClearStep
 * @property {"clear"} t
 */
/**
 * @typedef {object} PrincessStep
 * @property {"princess"} t
 * @property {Princess} value
 */
/**
 * @typedef {object} TrinityStartStep
 * @property {"trinity_start"} t
 */
/**
 * @typedef {object} TrinityEndStep
 * @property {"trinity_end"} t
 */
/**
 * @typedef {object} ChoiceOption
 * @property {Princess} princess
 * @property {number} spins
 */
/**
 * @typedef {object} ChoiceStep
 * @property {"choice"} t
 * @property {ChoiceOption[]} options
 */
/**
 * @typedef {object} FreeSpinsStartStep
 * @property {"free_spins_start"} t
 * @property {Princess} princess
 * @property {number} spins
 */
/**
 * @typedef {object} FreeSpinStep
 * @property {"free_spin"} t
 * @property {number} number from 1
 * @property {number} total
 */
/**
 * @typedef {object} ExtendStep
 * @property {"extend"} t
 * @property {number} added
 * @property {number} total
 */
/**
 * @typedef {object} PrizeStep
 * @property {"prize"} t
 * @property {number} amount
 * @property {number} round_win
 */
/**
 * @typedef {object} CapStep
 * @property {"cap"} t
 * @property {number} round_win
 */
/**
 * @typedef {object} FreeSpinsEndStep
 * @property {"free_spins_end"} t
 */
/**
 * @typedef {object} EndStep
 * @property {"end"} t
 * @property {number} win
 * @property {number} balance
 */
/**
 * One step of a round, told in order for the screen to show.
 * @typedef {LandStep | WinStep | MeterStep | RemoveStep | FallStep | MultiplierStep | PowerStep | MoonsRemovedStep | ClearStep | PrincessStep | TrinityStartStep | TrinityEndStep | ChoiceStep | FreeSpinsStartStep | FreeSpinStep | ExtendStep | PrizeStep | CapStep | FreeSpinsEndStep | EndStep} Step
 */
/** @typedef {Step["t"]} StepType */
/**
 * The step of type `T`.
 * @template {StepType} T
 * @typedef {Extract<Step, {t: T}>} StepOf
 */
/**
 * @typedef {object} EngineError
 * @property {ErrorCode} code
 * @property {string} message for a person; its wording is not binding
 */
/**
 * A refusal (only `ok` and `error`), or MALFUNCTION in a spin or choose (also `state` and `round`: the round void).
 * @typedef {object} ErrorReply
 * @property {false} ok
 * @property {EngineError} error
 * @property {State} [state]
 * @property {Round} [round]
 */
/**
 * @typedef {object} ConfigReply
 * @property {true} ok
 * @property {Config} config
 */
/**
 * @typedef {object} NewGameReply
 * @property {true} ok
 * @property {State} state
 */
/**
 * @typedef {object} SpinReply
 * @property {true} ok
 * @property {State} state
 * @property {Round} round
 * @property {Step[]} steps
 */
/**
 * @typedef {object} ChooseReply
 * @property {true} ok
 * @property {State} state
 * @property {Round} round
 * @property {Step[]} steps
 * @property {true} [voided] only when the round was voided, not played
 */
/**
 * @typedef {object} ResumeReply
 * @property {true} ok
 * @property {State} state
 * @property {Round | null} round the open round, or the one this call voided
 * @property {boolean} voided
 */
/** @typedef {ConfigReply | NewGameReply | SpinReply | ChooseReply | ResumeReply | ErrorReply} Reply */
/**
 * The reply to a request of op `O`: its success, or an error.
 * @template {Op} O
 * @typedef {({config: ConfigReply, new_game: NewGameReply, spin: SpinReply, choose: ChooseReply, resume: ResumeReply}[O]) | ErrorReply} ReplyTo
 */
/**
 * The game's phase: `ready` takes a spin, `choice` a choose; `recall` and `closed` are the page's own.
 * @typedef {"loading" | "ready" | "spinning" | "choice" | "error" | "recall" | "closed"} GamePhase
 */
/**
 * Each event's name and its detail: `controller.on(EVENTS.PHASE, ({phase, previous}) => ...)`.
 * @typedef {object} ControllerEvents
 * @property {{phase: GamePhase, previous: GamePhase}} phase on every change of phase
 * @property {Config} config the engine's config, once, before the first round is shown
 * @property {number} balance the engine's balance (minor units), on load and after every reply that changed it
 * @property {number} bet the bet the next spin will use (minor units)
 * @property {ChoiceOption[]} choice the round waits for the free-spins choice of one of these
 * @property {{roundId: number, choice: boolean}} resume a load found round `roundId` unfinished and plays it on
 * @property {{roundId: number, bet: number}} roundStart the engine took the bet of a new round
 * @property {number} step steps `[0, index)` of the newest round are shown (and their index stored)
 * @property {{roundId: number, steps: Step[], end: EndStep}} round a round was shown to its `end` step
 */
export {};
