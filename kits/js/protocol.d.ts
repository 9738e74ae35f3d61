// The bridge's protocol v1 (the game's docs/protocol.md): every request, reply, step type and
// error code. Written from that page, and held to it: the kit's test compiles every example of
// docs/protocol.md against these types. scripts/protocol-types.js makes this file from the game's
// web/js/types.js instead once that module exists.

/** A symbol id: the four low symbols, the three princesses, the wild moon. */
export type SymbolId = "heart" | "bell" | "gem" | "potion" | "love" | "star" | "storm" | "moon";
export type Princess = "love" | "star" | "storm";
/** A cell: [row, column], row 0 the top, column 0 the left. */
export type Cell = [number, number];
/** 5 rows, top first, of 5 symbol ids or null (empty). */
export type Grid = (SymbolId | null)[][];
/** A full landing: 5 rows of 5 symbol ids, no null. */
export type Landing = SymbolId[][];
export type Currency = "USD" | "EUR" | "GBP" | "SEK" | "BRL" | "JPY";
export type RoundStatus = "complete" | "awaiting_choice" | "void";
export type ErrorCode =
  | "BAD_REQUEST"
  | "UNSUPPORTED_VERSION"
  | "CORRUPT_STATE"
  | "FORCE_NOT_ALLOWED"
  | "ROUND_IN_PROGRESS"
  | "INVALID_BET"
  | "INSUFFICIENT_FUNDS"
  | "NO_CHOICE_PENDING"
  | "MALFUNCTION";

// --- replies' parts ---------------------------------------------------------------------------------

/** The round a spin or choose played (or resume found). Money in whole minor units. */
export interface Round {
  id: number;
  bet: number;
  win: number;
  status: RoundStatus;
  started_at: number;
  balance_before: number;
  balance_after: number;
}

/** A round waiting for its choice, as the state holds it: the round's fields and the engine's own multiplier and meter. */
export interface OpenRound extends Round {
  status: "awaiting_choice";
  multiplier: number;
  meter: number;
}

/** The state the caller stores and sends back unchanged. */
export interface State {
  v: 1;
  balance: number;
  bet: number;
  princess: Princess;
  round: OpenRound | null;
  rounds: number;
  /** Only in a game of another currency than USD. */
  currency?: Exclude<Currency, "USD">;
}

export interface Config {
  symbols: SymbolId[];
  wild: "moon";
  princesses: Princess[];
  /** {symbol: {"3": n, "4": n, "5": n}}, in hundredths of the bet. */
  paytable: Record<SymbolId, Record<"3" | "4" | "5", number>>;
  bet_levels: number[];
  default_bet: number;
  start_balance: number;
  max_win_x: number;
  free_spins: Record<Princess, { spins: number; extend: number }>;
  max_free_spins: number;
  max_multiplier: number;
  clear_prize_x: number;
  void_after_days: number;
  rtp: string;
  trinity_order: Princess[];
  free_spins_swing: Record<Princess, "least" | "middle" | "most">;
  grid_size: number;
  meter_size: number;
  /** Only when the request asked for a currency. */
  currency?: Currency;
  /** Only when the request asked for a currency: the digits after the decimal point. */
  minor_unit?: number;
}

/** A paid win: a run of `symbol` over `cells`. */
export interface Win {
  symbol: SymbolId;
  cells: Cell[];
  pay: number;
}

// --- steps ------------------------------------------------------------------------------------------

export interface LandStep {
  t: "land";
  phase: "base" | "trinity" | "free";
  grid: Grid;
}
export interface WinStep {
  t: "win";
  multiplier: number;
  wins: Win[];
  total: number;
  round_win: number;
}
export interface MeterStep {
  t: "meter";
  value: number;
}
export interface RemoveStep {
  t: "remove";
  cells: Cell[];
  moons: Cell[];
  grid: Grid;
}
export interface FallStep {
  t: "fall";
  /** Each [from, to]. */
  moves: [Cell, Cell][];
  grid: Grid;
}
export interface MultiplierStep {
  t: "multiplier";
  value: number;
}
export interface TransformPowerStep {
  t: "power";
  princess: "love";
  effect: "transform";
  cells: Cell[];
  from: SymbolId;
  to: SymbolId;
  grid: Grid;
}
export interface WildsPowerStep {
  t: "power";
  princess: "star";
  effect: "wilds";
  cells: Cell[];
  grid: Grid;
}
export interface DestroyPowerStep {
  t: "power";
  princess: "storm";
  effect: "destroy";
  cells: Cell[];
  symbols: SymbolId[];
  grid: Grid;
}
export type PowerStep = TransformPowerStep | WildsPowerStep | DestroyPowerStep;
export interface MoonsRemovedStep {
  t: "moons_removed";
  cells: Cell[];
  grid: Grid;
}
export interface ClearStep {
  t: "clear";
}
export interface PrincessStep {
  t: "princess";
  value: Princess;
}
export interface TrinityStartStep {
  t: "trinity_start";
}
export interface TrinityEndStep {
  t: "trinity_end";
}
export interface ChoiceStep {
  t: "choice";
  options: { princess: Princess; spins: number }[];
}
export interface FreeSpinsStartStep {
  t: "free_spins_start";
  princess: Princess;
  spins: number;
}
export interface FreeSpinStep {
  t: "free_spin";
  number: number;
  total: number;
}
export interface ExtendStep {
  t: "extend";
  added: number;
  total: number;
}
export interface PrizeStep {
  t: "prize";
  amount: number;
  round_win: number;
}
export interface CapStep {
  t: "cap";
  round_win: number;
}
export interface FreeSpinsEndStep {
  t: "free_spins_end";
}
export interface EndStep {
  t: "end";
  win: number;
  balance: number;
}

/** Every step type (`t`), in docs/protocol.md's order. */
export type Step =
  | LandStep
  | WinStep
  | MeterStep
  | RemoveStep
  | FallStep
  | MultiplierStep
  | PowerStep
  | MoonsRemovedStep
  | ClearStep
  | PrincessStep
  | TrinityStartStep
  | TrinityEndStep
  | ChoiceStep
  | FreeSpinsStartStep
  | FreeSpinStep
  | ExtendStep
  | PrizeStep
  | CapStep
  | FreeSpinsEndStep
  | EndStep;
export type StepType = Step["t"];

// --- requests -------------------------------------------------------------------------------------

/** Test builds only: the request's landings, in order, and a fault after N steps. */
export interface Force {
  grids?: Landing[] | null;
  malfunction_at?: number | null;
}
export interface ConfigRequest {
  v: 1;
  op: "config";
  currency?: Currency | null;
}
export interface NewGameRequest {
  v: 1;
  op: "new_game";
  seed: string;
  now: number;
  currency?: Currency | null;
  balance?: number | null;
}
export interface SpinRequest {
  v: 1;
  op: "spin";
  state: State;
  bet: number;
  seed: string;
  now: number;
  force?: Force | null;
}
export interface ChooseRequest {
  v: 1;
  op: "choose";
  state: State;
  princess: Princess;
  seed: string;
  now: number;
  force?: Force | null;
}
export interface ResumeRequest {
  v: 1;
  op: "resume";
  state: State;
  now: number;
  void_round?: boolean;
}
export type Request = ConfigRequest | NewGameRequest | SpinRequest | ChooseRequest | ResumeRequest;
export type Op = Request["op"];

// --- replies --------------------------------------------------------------------------------------

export interface ConfigReply {
  ok: true;
  config: Config;
}
export interface NewGameReply {
  ok: true;
  state: State;
}
export interface SpinReply {
  ok: true;
  state: State;
  round: Round;
  steps: Step[];
}
export interface ChooseReply {
  ok: true;
  state: State;
  round: Round;
  steps: Step[];
  /** Present (true) when the round had waited over 7 days and was voided, not played. */
  voided?: true;
}
export interface ResumeReply {
  ok: true;
  state: State;
  round: Round | null;
  voided: boolean;
}
export interface EngineError {
  code: ErrorCode;
  message: string;
}
/** A refusal (nothing changed); MALFUNCTION in a spin or choose also carries the voided round's state and round. */
export interface ErrorReply {
  ok: false;
  error: EngineError;
  state?: State;
  round?: Round;
}
export type Reply = ConfigReply | NewGameReply | SpinReply | ChooseReply | ResumeReply | ErrorReply;
