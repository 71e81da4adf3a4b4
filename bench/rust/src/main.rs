//! Rust peers for the heartbeat suite (../../docs/bench.md): rayon and chili on fib, a tree
//! sum and a range sum, each next to a sequential baseline that visits in the same order.
//!
//!     hb-peers [--threads P] [--reps R] [--size tiny|default|paper]
//!
//! Prints one line per (case, system): RESULT {"case":..., "system":..., "times_s":[...]},
//! every sample kept (one warm-up run first). Systems: rust-seq (left first), rust-seq-rf
//! (right first: chili runs a join's second closure first, so a recursively allocated tree is
//! compared with a right-first sequential walk), rayon (join), rayon-par-iter, chili (join).
//! Every result is checked against the sequential one; a mismatch exits with status 2.

use std::hint::black_box;
use std::num::NonZero;
use std::time::Instant;

use rayon::prelude::*;

struct Node {
    val: u64,
    left: Option<Box<Node>>,
    right: Option<Box<Node>>,
}

fn build(next: &mut u64, depth: u32) -> Option<Box<Node>> {
    if depth == 0 {
        return None;
    }
    let val = *next;
    *next += 1;
    let left = build(next, depth - 1);
    let right = build(next, depth - 1);
    Some(Box::new(Node { val, left, right }))
}

fn fib_seq(n: u64) -> u64 {
    let n = black_box(n); // one call per node, as the C++ suite's fib (no merged subtrees)
    if n < 2 {
        return n;
    }
    fib_seq(n - 1) + fib_seq(n - 2)
}

fn fib_rayon(n: u64) -> u64 {
    let n = black_box(n);
    if n < 2 {
        return n;
    }
    let (a, b) = rayon::join(|| fib_rayon(n - 1), || fib_rayon(n - 2));
    a + b
}

fn fib_chili(s: &mut chili::Scope<'_>, n: u64) -> u64 {
    let n = black_box(n);
    if n < 2 {
        return n;
    }
    let (a, b) = s.join(|s| fib_chili(s, n - 1), |s| fib_chili(s, n - 2));
    a + b
}

fn tree_seq(t: &Option<Box<Node>>) -> u64 {
    match t {
        None => 0,
        Some(n) => {
            let l = tree_seq(&n.left);
            let r = tree_seq(&n.right);
            n.val + l + r
        }
    }
}

fn tree_seq_rf(t: &Option<Box<Node>>) -> u64 {
    match t {
        None => 0,
        Some(n) => {
            let r = tree_seq_rf(&n.right);
            let l = tree_seq_rf(&n.left);
            n.val + l + r
        }
    }
}

fn tree_rayon(t: &Option<Box<Node>>) -> u64 {
    match t {
        None => 0,
        Some(n) => {
            let (l, r) = rayon::join(|| tree_rayon(&n.left), || tree_rayon(&n.right));
            n.val + l + r
        }
    }
}

fn tree_chili(s: &mut chili::Scope<'_>, t: &Option<Box<Node>>) -> u64 {
    match t {
        None => 0,
        Some(n) => {
            let (l, r) = s.join(|s| tree_chili(s, &n.left), |s| tree_chili(s, &n.right));
            n.val + l + r
        }
    }
}

// The value summed by the range sums: not a closed form, so no compiler can skip the loop.
#[inline(always)]
fn x(i: u64) -> u64 {
    i ^ (i >> 7)
}

fn range_seq(lo: u64, hi: u64) -> u64 {
    let lo = black_box(lo);
    if hi - lo == 1 {
        return x(lo);
    }
    let mid = lo + (hi - lo) / 2;
    range_seq(lo, mid).wrapping_add(range_seq(mid, hi))
}

fn range_rayon(lo: u64, hi: u64) -> u64 {
    let lo = black_box(lo);
    if hi - lo == 1 {
        return x(lo);
    }
    let mid = lo + (hi - lo) / 2;
    let (a, b) = rayon::join(|| range_rayon(lo, mid), || range_rayon(mid, hi));
    a.wrapping_add(b)
}

fn range_chili(s: &mut chili::Scope<'_>, lo: u64, hi: u64) -> u64 {
    let lo = black_box(lo);
    if hi - lo == 1 {
        return x(lo);
    }
    let mid = lo + (hi - lo) / 2;
    let (a, b) = s.join(|s| range_chili(s, lo, mid), |s| range_chili(s, mid, hi));
    a.wrapping_add(b)
}

struct Bench {
    reps: usize,
    failed: bool,
}

impl Bench {
    /// Runs f once to warm up, then `reps` timed times; each time is divided by `units`.
    fn case(&mut self, case: &str, system: &str, units: u64, expect: u64, mut f: impl FnMut() -> u64) {
        let got = f();
        if got != expect {
            eprintln!("MISMATCH {case} / {system}: {got} != {expect}");
            self.failed = true;
        }
        let mut times = Vec::with_capacity(self.reps);
        for _ in 0..self.reps {
            let t0 = Instant::now();
            let r = black_box(f());
            times.push(t0.elapsed().as_secs_f64() / units as f64);
            if r != expect {
                self.failed = true;
            }
        }
        let ts: Vec<String> = times.iter().map(|t| format!("{t:.9e}")).collect();
        println!(
            "RESULT {{\"case\":\"{case}\",\"system\":\"{system}\",\"times_s\":[{}]}}",
            ts.join(",")
        );
    }
}

fn main() {
    let mut threads = std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1);
    let mut reps = 5usize;
    let mut size = String::from("default");
    let args: Vec<String> = std::env::args().collect();
    let mut i = 1;
    while i < args.len() {
        let v = args.get(i + 1).cloned().unwrap_or_default();
        match args[i].as_str() {
            "--threads" => threads = v.parse().expect("--threads N"),
            "--reps" => reps = v.parse().expect("--reps N"),
            "--size" => size = v,
            other => {
                eprintln!("unknown option {other}");
                std::process::exit(64);
            }
        }
        i += 2;
    }
    let tiny = size == "tiny";
    let (fib_n, big_depth, n_range) = if tiny { (25, 14, 1_000_000u64) } else { (30, 20, 100_000_000u64) };
    let walks = |depth: u32| -> u64 { ((if tiny { 1u64 << 16 } else { 1u64 << 26 }) >> depth).max(1) };

    let pool = rayon::ThreadPoolBuilder::new().num_threads(threads).build().unwrap();
    let cpool = chili::ThreadPool::with_config(chili::Config {
        thread_count: Some(NonZero::new(threads).unwrap()),
        ..Default::default()
    });
    let mut b = Bench { reps, failed: false };

    // fib
    let c = "fib(30), fork at every call";
    let want = fib_seq(fib_n);
    b.case(c, "rust-seq", 1, want, || fib_seq(fib_n));
    b.case(c, "rayon", 1, want, || pool.install(|| fib_rayon(fib_n)));
    b.case(c, "chili", 1, want, || fib_chili(&mut cpool.scope(), fib_n));

    // tree sums
    for (c, depth) in [("tree sum, 2^20 nodes", big_depth), ("tree sum, 1023 nodes", 10u32)] {
        let mut next = 0;
        let tree = build(&mut next, depth);
        let w = walks(depth);
        let want = tree_seq(&tree).wrapping_mul(w);
        let rep = |f: &dyn Fn() -> u64| (0..w).fold(0u64, |s, _| s.wrapping_add(f()));
        // black_box on the root: the walks are pure, and LLVM would otherwise do one of the
        // `w` identical walks and reuse its result.
        b.case(c, "rust-seq", w, want, || rep(&|| tree_seq(black_box(&tree))));
        b.case(c, "rust-seq-rf", w, want, || rep(&|| tree_seq_rf(black_box(&tree))));
        b.case(c, "rayon", w, want, || pool.install(|| rep(&|| tree_rayon(black_box(&tree)))));
        b.case(c, "chili", w, want, || {
            let mut s = cpool.scope();
            (0..w).fold(0u64, |acc, _| acc.wrapping_add(tree_chili(&mut s, black_box(&tree))))
        });
    }

    // range sums
    let c = "range sum 1e8, split to 1 element";
    let want = (0..n_range).map(x).fold(0u64, |s, v| s.wrapping_add(v));
    b.case(c, "rust-seq", 1, want, || range_seq(0, n_range));
    b.case(c, "rayon", 1, want, || pool.install(|| range_rayon(0, n_range)));
    b.case(c, "chili", 1, want, || range_chili(&mut cpool.scope(), 0, n_range));
    let c = "range sum 1e8, loop reduction";
    b.case(c, "rust-seq", 1, want, || {
        (0..black_box(n_range)).map(x).fold(0u64, |s, v| s.wrapping_add(v))
    });
    b.case(c, "rayon-par-iter", 1, want, || {
        pool.install(|| (0..n_range).into_par_iter().map(x).reduce(|| 0u64, |a, b| a.wrapping_add(b)))
    });
    if b.failed {
        std::process::exit(2);
    }
}
