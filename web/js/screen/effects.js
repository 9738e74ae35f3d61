// The effects (Phaser's ParticleEmitter): sparks that burst from a cell, gold coins that rain over
// the whole screen on a big win, and the bolts a power strikes with. Sparks and bolts live in grid
// units (column x, row y), coins in the screen's (x and y from 0 to 1 across and down it, their
// size in cells); all move on the timeline's time. None changes what the round shows, and reduced
// motion turns the sparks and coins off.

const GRAVITY = 0.0000006; // coins, in screen heights per ms per ms
const SPARK_GRAVITY = 0.000004;
const MAX_COINS = 160;
const COIN_TTL = 4000;

export class Effects {
  constructor() {
    this.particles = [];
    this.coins = [];
    this.bolts = [];
    this.reducedMotion = false; // no sparks, no coins
    this.gridSize = 0; // the grid's rows (and columns): the engine's config says how many
  }

  /** True while anything flies. */
  get busy() {
    return this.particles.length > 0 || this.coins.length > 0;
  }

  /** Sparks flying out of cell (r, c): from its middle, or from anywhere within `spread` (a share of the cell) of it. */
  burst(r, c, colour, count = 14, spread = 0) {
    if (this.reducedMotion) return;
    for (let i = 0; i < count; i++) {
      const angle = (Math.PI * 2 * i) / count + Math.random() * 0.4;
      const speed = 0.0015 + Math.random() * 0.0025;
      this.particles.push({
        x: c + 0.5 + (Math.random() - 0.5) * spread,
        y: r + 0.5 + (Math.random() - 0.5) * spread,
        vx: Math.cos(angle) * speed,
        vy: Math.sin(angle) * speed - 0.001,
        life: 0,
        ttl: 500 + Math.random() * 400,
        size: 0.05 + Math.random() * 0.07,
        colour,
      });
    }
  }

  /** Gold coins raining from above the screen across its whole width (a big win), entering a few at a time. */
  coinShower(count) {
    if (this.reducedMotion) return;
    for (let i = 0; i < count && this.coins.length < MAX_COINS; i++) {
      this.coins.push({
        x: 0.02 + Math.random() * 0.96,
        y: -0.04 - Math.random() * 0.3, // above the top edge: the higher, the later it shows
        vx: (Math.random() - 0.5) * 0.00006,
        vy: 0.00012 + Math.random() * 0.00018,
        spin: Math.random() * Math.PI * 2,
        vs: 0.006 + Math.random() * 0.012,
        life: 0,
        ttl: COIN_TTL,
        size: 0.16 + Math.random() * 0.1,
      });
    }
  }

  /** A bolt from the portrait (or, `lightning`, from the sky) to cell `to`; `p` 0..1 is how far it has come. */
  bolt(to, colour, lightning = false) {
    const bolt = { to, p: 0, colour, lightning };
    this.bolts.push(bolt);
    return bolt;
  }

  /** The bolt has struck: it goes. */
  unbolt(bolt) {
    this.bolts = this.bolts.filter((b) => b !== bolt);
  }

  /** Move everything by `dt` ms of animation time; what has lived its time or fallen off the screen goes. */
  update(dt) {
    for (const p of this.particles) {
      p.life += dt;
      p.x += p.vx * dt;
      p.y += p.vy * dt;
      p.vy += SPARK_GRAVITY * dt;
    }
    this.particles = this.particles.filter((p) => p.life < p.ttl);
    const floor = 1.1; // below the screen's bottom edge
    for (const coin of this.coins) {
      coin.life += dt;
      coin.x += coin.vx * dt;
      coin.y += coin.vy * dt;
      coin.vy += GRAVITY * dt;
      coin.spin += coin.vs * dt;
    }
    this.coins = this.coins.filter((coin) => coin.life < coin.ttl && coin.y < floor);
  }

  /** Everything gone at once (Stop). */
  clear() {
    this.particles = [];
    this.coins = [];
    this.bolts = [];
  }
}
