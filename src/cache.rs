//! ModuleCache: key → compiled artifact directory, per target. Entries are published
//! atomically (built in a temp dir, renamed into place) under a lock of their key taken only
//! around compile-and-publish, so different entries build at once, in any process; a manifest
//! of checksums makes a corrupt entry get rebuilt, not loaded.
//! Unversioned builds (`c_code_cache_version() == ()`) live in a process-private directory.
//! The tooling (`entries`, `disk_stats`, `prune`, `clear`) and the removal of what killed
//! processes left behind follow ARCHITECTURE.md, "Cache": who may delete what, and when.
use std::collections::{BTreeMap, HashMap};
use std::fs::File;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Mutex, OnceLock};
use std::time::{Duration, Instant, SystemTime};

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use crate::error::{Error, Result};
use crate::progress;
use crate::util::{hex, tempdir_in};

const MANIFEST: &str = "entry.json";
/// The one file of a kernel object's entry (ARCHITECTURE.md, "Kernel objects").
pub const KERNEL_OBJECT: &str = "kernel.o";
/// The folder lock of a target folder: held shared by whoever builds into it, exclusively by
/// whoever removes from it (ARCHITECTURE.md, "Cache").
const LOCK: &str = ".lock";
/// In a target folder: one lock file per key, held by whoever builds that key (under the
/// folder's lock held shared); removed by whoever holds the folder's lock exclusively.
const KEY_LOCKS: &str = ".locks";
/// In `unversioned/pid-<pid>/`: locked by the owning process for its whole life.
const OWNER: &str = ".owner";

/// Entries used more recently than this are never removed by `prune` or `clear`: a process
/// may be between finding an entry and opening its files.
pub const IN_USE_GRACE: Duration = Duration::from_secs(10);
/// A process records its use of an entry again at most this often (less than the grace).
const TOUCH_INTERVAL: Duration = Duration::from_secs(5);
/// An `unversioned/pid-*` folder this old without an owner file was left by a process killed
/// while setting it up (which takes microseconds).
const SETUP_GRACE: Duration = Duration::from_secs(60);

/// Counters for this process, as `twinlink.cache_stats()` reports them.
#[derive(Debug, Default, Clone, Copy, Serialize)]
pub struct CacheStats {
    /// Found in this process's memory (built or loaded earlier in the process).
    pub hits: u64,
    /// Found on disk, verified and loaded.
    pub loads: u64,
    /// Compiled by this process.
    pub compiles: u64,
    /// Entries found corrupt and rebuilt.
    pub rebuilt: u64,
    /// Kernel objects (ARCHITECTURE.md, "Kernel objects") compiled by this process.
    pub objects_compiled: u64,
    /// Kernel objects found (in memory or on disk) instead of compiled.
    pub object_hits: u64,
    /// Kernel objects linked into modules this process built.
    pub objects_linked: u64,
    /// Native modules this process built whose glue read the precompiled header of Python's
    /// and NumPy's headers (ARCHITECTURE.md, "Kernel objects").
    pub glue_pch_used: u64,
}

static HITS: AtomicU64 = AtomicU64::new(0);
static LOADS: AtomicU64 = AtomicU64::new(0);
static COMPILES: AtomicU64 = AtomicU64::new(0);
static REBUILT: AtomicU64 = AtomicU64::new(0);
static OBJECTS_COMPILED: AtomicU64 = AtomicU64::new(0);
static OBJECT_HITS: AtomicU64 = AtomicU64::new(0);
static OBJECTS_LINKED: AtomicU64 = AtomicU64::new(0);
static GLUE_PCH_USED: AtomicU64 = AtomicU64::new(0);

/// Counts `n` kernel objects linked into a module.
pub fn count_linked(n: usize) {
    OBJECTS_LINKED.fetch_add(n as u64, Ordering::Relaxed);
}

/// Counts a native module whose glue read the precompiled header.
pub fn count_pch() {
    GLUE_PCH_USED.fetch_add(1, Ordering::Relaxed);
}

pub fn stats() -> CacheStats {
    CacheStats {
        hits: HITS.load(Ordering::Relaxed),
        loads: LOADS.load(Ordering::Relaxed),
        compiles: COMPILES.load(Ordering::Relaxed),
        rebuilt: REBUILT.load(Ordering::Relaxed),
        objects_compiled: OBJECTS_COMPILED.load(Ordering::Relaxed),
        object_hits: OBJECT_HITS.load(Ordering::Relaxed),
        objects_linked: OBJECTS_LINKED.load(Ordering::Relaxed),
        glue_pch_used: GLUE_PCH_USED.load(Ordering::Relaxed),
    }
}

#[derive(Debug, Serialize, Deserialize)]
struct Manifest {
    key: String,
    /// file name → (size, sha256)
    files: Vec<(String, u64, String)>,
}

fn sha256_file(path: &Path) -> std::io::Result<String> {
    let bytes = std::fs::read(path)?;
    Ok(hex(&Sha256::digest(&bytes)))
}

/// Fills the empty slots of `found` with the entries of `keys` under `base` that verify on disk.
fn on_disk(base: &Path, keys: &[String], found: &mut [Option<PathBuf>]) {
    for (slot, key) in found.iter_mut().zip(keys) {
        let entry = base.join(key);
        if slot.is_none() && verify(&entry, key) {
            touch(&entry);
            *slot = Some(entry);
        }
    }
}

/// Hashes the parts of a cache key, each length-prefixed so parts cannot run together.
pub fn key_of(parts: &[&str]) -> String {
    let mut h = Sha256::new();
    for p in parts {
        h.update((p.len() as u64).to_le_bytes());
        h.update(p.as_bytes());
    }
    hex(&h.finalize())
}

/// The cache root: $TWINLINK_CACHE_DIR, else $XDG_CACHE_HOME/twinlink, else ~/.cache/twinlink.
pub fn default_root() -> PathBuf {
    if let Some(d) = std::env::var_os("TWINLINK_CACHE_DIR").filter(|d| !d.is_empty()) {
        return PathBuf::from(d);
    }
    if let Some(d) = std::env::var_os("XDG_CACHE_HOME").filter(|d| !d.is_empty()) {
        return PathBuf::from(d).join("twinlink");
    }
    match std::env::var_os("HOME") {
        Some(h) => PathBuf::from(h).join(".cache").join("twinlink"),
        None => std::env::temp_dir().join("twinlink-cache"),
    }
}

pub struct ModuleCache {
    root: PathBuf,
    /// key → entry directory, for everything this process built or loaded, and when this
    /// process last recorded its use.
    memory: Mutex<HashMap<String, (PathBuf, Instant)>>,
    /// Where unversioned builds go; removed by `cleanup_unversioned`.
    private: OnceLock<Private>,
    /// Set once this process has removed what dead processes left in `unversioned/`.
    swept: OnceLock<()>,
}

/// This process's folder for unversioned builds and the open, locked owner file in it.
struct Private {
    dir: PathBuf,
    _owner: Option<File>,
}

/// One published (or half-published) entry, as `twinlink cache list` shows it.
#[derive(Debug, Clone, Serialize)]
pub struct EntryInfo {
    /// The target folder (`native-cpython-311-x86_64-linux-gnu-cc`, `wasm32-zig-0.13.0-...`).
    pub folder: String,
    pub key: String,
    pub path: PathBuf,
    /// `native`, `wasm`, or the folder's first word for folders twinlink did not name.
    pub target: String,
    /// `module`, `shim` (the wasm shim's objects), `kernel` (a kernel object), or `incomplete` (no manifest: it will be
    /// rebuilt when next needed).
    pub kind: &'static str,
    /// Bytes of all its files.
    pub size: u64,
    /// When it was published, and when a process last loaded it (seconds since the Unix epoch).
    pub created: f64,
    pub last_used: f64,
}

/// The cache on disk, as `twinlink cache stats` shows it.
#[derive(Debug, Clone, Serialize)]
pub struct DiskStats {
    pub root: PathBuf,
    pub entries: usize,
    /// Bytes of all entries (what `prune` counts against the limit).
    pub size: u64,
    /// Per target folder: (folder, target, entries, bytes).
    pub folders: Vec<(String, String, usize, u64)>,
    /// The embedded runtime files written for the compilers (never pruned: a compile may be
    /// reading them).
    pub runtime_size: u64,
    /// Unversioned builds of running processes.
    pub unversioned_size: u64,
    /// Temporary folders and `unversioned/pid-*` folders whose owner is dead.
    pub leftovers: usize,
    /// `$TWINLINK_CACHE_MAX_SIZE` in bytes, when set.
    pub max_size: Option<u64>,
}

/// What `prune` or `clear` did.
#[derive(Debug, Clone, Default, Serialize)]
pub struct PruneReport {
    pub removed: usize,
    pub freed: u64,
    /// Entries that would have gone but were used within `IN_USE_GRACE`.
    pub kept_in_use: usize,
    /// Folders skipped because a compile held their lock (only when not waiting for it).
    pub busy_folders: Vec<String>,
    /// Leftovers of killed processes removed.
    pub leftovers_removed: usize,
    pub entries_after: usize,
    pub size_after: u64,
}

impl ModuleCache {
    pub fn new(root: PathBuf) -> Self {
        ModuleCache {
            root,
            memory: Mutex::new(HashMap::new()),
            private: OnceLock::new(),
            swept: OnceLock::new(),
        }
    }

    /// The process-wide cache at the default root (read once per process).
    pub fn global() -> &'static ModuleCache {
        static CACHE: OnceLock<ModuleCache> = OnceLock::new();
        CACHE.get_or_init(|| ModuleCache::new(default_root()))
    }

    pub fn root(&self) -> &Path {
        &self.root
    }

    fn mkdir(path: &Path) -> Result<()> {
        std::fs::create_dir_all(path).map_err(|e| Error::io_path("cannot create cache directory", path, e))
    }

    /// The entry directory for `key` under `folder` (a per-target subfolder), built by `build`
    /// into the fresh directory it is given when no valid entry exists. `publish == false`
    /// builds into the process-private directory and never touches the shared cache.
    pub fn get_or_build(
        &self,
        folder: &str,
        key: &str,
        publish: bool,
        build: impl FnOnce(&Path) -> Result<()>,
    ) -> Result<PathBuf> {
        self.swept.get_or_init(|| {
            self.sweep_unversioned(true);
        });
        let mem_key = format!("{folder}/{key}");
        {
            let mut memory = self
                .memory
                .lock()
                .map_err(|_| Error::Cache("cache index poisoned".into()))?;
            if let Some((dir, touched)) = memory.get_mut(&mem_key) {
                // `prune` or `clear` in another process may have removed it since.
                if dir.is_dir() {
                    if publish && touched.elapsed() >= TOUCH_INTERVAL {
                        touch(dir);
                        *touched = Instant::now();
                    }
                    HITS.fetch_add(1, Ordering::Relaxed);
                    return Ok(dir.clone());
                }
                memory.remove(&mem_key);
            }
        }
        let dir = if publish {
            self.shared_entry(folder, key, build)?
        } else {
            self.private_entry(key, build)?
        };
        self.memory
            .lock()
            .map_err(|_| Error::Cache("cache index poisoned".into()))?
            .insert(mem_key, (dir.clone(), Instant::now()));
        Ok(dir)
    }

    /// This process's folder for unversioned builds, with its owner file locked for the
    /// process's life (the lock is how other processes tell it is alive).
    fn private(&self) -> &Private {
        self.private.get_or_init(|| {
            let dir = self
                .root
                .join("unversioned")
                .join(format!("pid-{}", std::process::id()));
            // A folder of this name was left by a dead process that had our pid.
            if dir.exists() {
                let _ = std::fs::remove_dir_all(&dir);
            }
            let _ = std::fs::create_dir_all(&dir);
            Private {
                _owner: claim_owner(&dir).ok(),
                dir,
            }
        })
    }

    fn private_entry(&self, key: &str, build: impl FnOnce(&Path) -> Result<()>) -> Result<PathBuf> {
        let base = &self.private().dir;
        Self::mkdir(base)?;
        let dir = tempdir_in(base).map_err(|e| Error::io_path("cannot create a build directory in", base, e))?;
        let _ = key;
        if let Err(e) = build(&dir) {
            let _ = std::fs::remove_dir_all(&dir);
            return Err(e);
        }
        COMPILES.fetch_add(1, Ordering::Relaxed);
        Ok(dir)
    }

    fn shared_entry(&self, folder: &str, key: &str, build: impl FnOnce(&Path) -> Result<()>) -> Result<PathBuf> {
        let base = self.root.join(folder);
        Self::mkdir(&base)?;
        let entry = base.join(key);
        if verify(&entry, key) {
            touch(&entry);
            LOADS.fetch_add(1, Ordering::Relaxed);
            return Ok(entry);
        }
        // Read before building, so that a bad value is reported before the work, not after.
        let max_size = max_size_from_env()?;
        // Only compile-and-publish runs under the key's lock; another process may have
        // published while we waited, so check again once we hold it.
        let hold = FolderHold::for_build(&base)?;
        let (entry, compiled) = hold.build_key(key, build)?;
        drop(hold);
        if !compiled {
            LOADS.fetch_add(1, Ordering::Relaxed);
            return Ok(entry);
        }
        COMPILES.fetch_add(1, Ordering::Relaxed);
        if let Some(max) = max_size {
            // Never waits for another process's compile; a busy folder is pruned next time.
            self.prune_to(max, false)?;
        }
        Ok(entry)
    }

    /// Which of `keys` under `folder` the cache holds now (in this process's index, or verified
    /// on disk), in order. Entries verified on disk join the index, so that a second lookup
    /// (`holds_all`, then `get_or_build_objects`) does not hash their files again.
    fn held(&self, folder: &str, keys: &[String]) -> Result<Vec<Option<PathBuf>>> {
        let mut memory = self
            .memory
            .lock()
            .map_err(|_| Error::Cache("cache index poisoned".into()))?;
        let mut found: Vec<Option<PathBuf>> = keys
            .iter()
            .map(|key| {
                memory
                    .get_mut(&format!("{folder}/{key}"))
                    .filter(|(dir, _)| dir.is_dir())
                    .map(|(dir, touched)| {
                        if touched.elapsed() >= TOUCH_INTERVAL {
                            touch(dir);
                            *touched = Instant::now();
                        }
                        dir.clone()
                    })
            })
            .collect();
        let in_memory: Vec<bool> = found.iter().map(Option::is_some).collect();
        on_disk(&self.root.join(folder), keys, &mut found);
        for ((key, slot), was) in keys.iter().zip(&found).zip(in_memory) {
            if let (Some(dir), false) = (slot, was) {
                memory.insert(format!("{folder}/{key}"), (dir.clone(), Instant::now()));
            }
        }
        Ok(found)
    }

    /// Whether the cache holds every one of `keys` under `folder` now (objects built by
    /// `get_or_build_objects`).
    pub fn holds_all(&self, folder: &str, keys: &[String]) -> Result<bool> {
        Ok(self.held(folder, keys)?.iter().all(Option::is_some))
    }

    /// The entry directories of `keys` under `folder`, for objects a module links
    /// (ARCHITECTURE.md, "Kernel objects"). Those neither in memory nor valid on disk are built
    /// by `build(index, dir)` in parallel on up to `threads` threads, each under its key's lock
    /// and published atomically and verified as `get_or_build` does it; the first error (in
    /// `keys` order) is returned after every build has ended.
    pub fn get_or_build_objects(
        &self,
        folder: &str,
        keys: &[String],
        threads: usize,
        build: impl Fn(usize, &Path) -> Result<()> + Sync,
    ) -> Result<Vec<PathBuf>> {
        self.swept.get_or_init(|| {
            self.sweep_unversioned(true);
        });
        let base = self.root.join(folder);
        let mut found = self.held(folder, keys)?;
        let mut built = Vec::new();
        if found.iter().any(Option::is_none) {
            let max_size = max_size_from_env()?;
            Self::mkdir(&base)?;
            let hold = FolderHold::for_build(&base)?;
            let todo: Vec<usize> = (0..keys.len()).filter(|&i| found[i].is_none()).collect();
            let next = std::sync::atomic::AtomicUsize::new(0);
            // Per object: its entry, and whether this process built it (another process may
            // have published it while we waited for its key).
            type Slot = Mutex<Option<Result<(PathBuf, bool)>>>;
            let results: Vec<Slot> = todo.iter().map(|_| Mutex::new(None)).collect();
            std::thread::scope(|s| {
                for _ in 0..threads.clamp(1, todo.len().max(1)) {
                    s.spawn(|| loop {
                        let at = next.fetch_add(1, Ordering::Relaxed);
                        let Some(&i) = todo.get(at) else { break };
                        let result = hold.build_key(&keys[i], |dir| build(i, dir));
                        if let Ok(mut slot) = results[at].lock() {
                            *slot = Some(result);
                        }
                    });
                }
            });
            drop(hold);
            for (at, &i) in todo.iter().enumerate() {
                let (entry, compiled) = results[at]
                    .lock()
                    .map_err(|_| Error::Cache("object build poisoned".into()))?
                    .take()
                    .unwrap_or_else(|| Err(Error::Cache("an object build thread panicked".into())))?;
                if compiled {
                    OBJECTS_COMPILED.fetch_add(1, Ordering::Relaxed);
                    built.push(i);
                }
                found[i] = Some(entry);
            }
            if let Some(max) = max_size {
                self.prune_to(max, false)?;
            }
        }
        OBJECT_HITS.fetch_add((keys.len() - built.len()) as u64, Ordering::Relaxed);
        let dirs: Vec<PathBuf> = found.into_iter().flatten().collect();
        let mut memory = self
            .memory
            .lock()
            .map_err(|_| Error::Cache("cache index poisoned".into()))?;
        for (key, dir) in keys.iter().zip(&dirs) {
            memory
                .entry(format!("{folder}/{key}"))
                .or_insert_with(|| (dir.clone(), Instant::now()));
        }
        Ok(dirs)
    }

    /// Removes the entry `key` under `folder` that verified but proved unusable (a precompiled
    /// header the compiler rejects: ARCHITECTURE.md, "Kernel objects"), so that the next
    /// `get_or_build` of it builds it again.
    pub fn discard(&self, folder: &str, key: &str) -> Result<()> {
        self.memory
            .lock()
            .map_err(|_| Error::Cache("cache index poisoned".into()))?
            .remove(&format!("{folder}/{key}"));
        let base = self.root.join(folder);
        let hold = FolderHold::shared(&base)?;
        let _key_lock = hold.lock_key(key)?;
        remove_entry(&base, &base.join(key)).map(|_| ())
    }

    /// Removes this process's unversioned builds.
    pub fn cleanup_unversioned(&self) {
        if let Some(p) = self.private.get() {
            let _ = std::fs::remove_dir_all(&p.dir);
            if let Ok(mut m) = self.memory.lock() {
                m.retain(|_, (v, _)| !v.starts_with(&p.dir));
            }
        }
    }

    /// The target folders under the root: (name, path), sorted by name.
    fn folders(&self) -> Vec<(String, PathBuf)> {
        let Ok(read) = std::fs::read_dir(&self.root) else {
            return Vec::new();
        };
        let mut out: Vec<(String, PathBuf)> = read
            .flatten()
            .filter(|e| e.file_type().is_ok_and(|t| t.is_dir()))
            .map(|e| (e.file_name().to_string_lossy().into_owned(), e.path()))
            .filter(|(name, _)| !(name.starts_with('.') || name.starts_with("runtime-") || name == "unversioned"))
            .collect();
        out.sort();
        out
    }

    /// Every entry on disk, most recently used first.
    pub fn entries(&self) -> Result<Vec<EntryInfo>> {
        let mut out = Vec::new();
        for (folder, path) in self.folders() {
            let read = match std::fs::read_dir(&path) {
                Ok(r) => r,
                // Removed by another process between the two reads.
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => continue,
                Err(e) => return Err(Error::io_path("cannot read", &path, e)),
            };
            for e in read.flatten() {
                let name = e.file_name().to_string_lossy().into_owned();
                if !is_key(&name) {
                    continue;
                }
                if let Some(info) = entry_info(&folder, &name, &e.path()) {
                    out.push(info);
                }
            }
        }
        out.sort_by(|a, b| b.last_used.total_cmp(&a.last_used));
        Ok(out)
    }

    /// Sizes and counts of what is on disk.
    pub fn disk_stats(&self) -> Result<DiskStats> {
        let max_size = max_size_from_env()?;
        let entries = self.entries()?;
        let mut folders: BTreeMap<String, (String, usize, u64)> = BTreeMap::new();
        for e in &entries {
            let f = folders.entry(e.folder.clone()).or_insert((e.target.clone(), 0, 0));
            f.1 += 1;
            f.2 += e.size;
        }
        let mut runtime_size = 0;
        let mut unversioned_size = 0;
        let mut leftovers = self.sweep_unversioned(false);
        if let Ok(read) = std::fs::read_dir(&self.root) {
            for e in read.flatten() {
                let name = e.file_name().to_string_lossy().into_owned();
                if name.starts_with("runtime-") {
                    runtime_size += tree_size(&e.path());
                } else if name == "unversioned" {
                    unversioned_size += tree_size(&e.path());
                }
            }
        }
        for (_, path) in self.folders() {
            // Temporary folders are leftovers only when nobody holds the folder's lock.
            if let Ok(lock) = File::open(path.join(LOCK)) {
                if lock.try_lock().is_err() {
                    continue;
                }
            }
            leftovers += leftovers_in(&path).len();
        }
        Ok(DiskStats {
            root: self.root.clone(),
            entries: entries.len(),
            size: entries.iter().map(|e| e.size).sum(),
            folders: folders.into_iter().map(|(f, (t, n, s))| (f, t, n, s)).collect(),
            runtime_size,
            unversioned_size,
            leftovers,
            max_size,
        })
    }

    /// Removes least recently used entries until the entries take at most `max_size` bytes,
    /// and every leftover of a killed process. Waits for a compile holding a folder's lock.
    pub fn prune(&self, max_size: u64) -> Result<PruneReport> {
        self.prune_to(max_size, true)
    }

    /// Removes every entry, waiting (up to `IN_USE_GRACE` and a second) for entries in use to
    /// be left alone; an entry some process keeps using is kept and counted in `kept_in_use`.
    pub fn clear(&self) -> Result<PruneReport> {
        let mut report = self.prune_to(0, true)?;
        if report.kept_in_use == 0 {
            return Ok(report);
        }
        let deadline = Instant::now() + IN_USE_GRACE + Duration::from_secs(1);
        progress::run(
            format!(
                "waiting for {} cache entries in use to be left alone",
                report.kept_in_use
            ),
            || -> Result<()> {
                while report.kept_in_use > 0 && Instant::now() < deadline {
                    std::thread::sleep(Duration::from_millis(500));
                    let again = self.prune_to(0, true)?;
                    report.removed += again.removed;
                    report.freed += again.freed;
                    report.leftovers_removed += again.leftovers_removed;
                    report.kept_in_use = again.kept_in_use;
                    report.entries_after = again.entries_after;
                    report.size_after = again.size_after;
                }
                Ok(())
            },
        )?;
        Ok(report)
    }

    fn prune_to(&self, max_size: u64, wait: bool) -> Result<PruneReport> {
        let mut report = PruneReport {
            leftovers_removed: self.sweep_unversioned(true) + sweep_runtime(&self.root),
            ..PruneReport::default()
        };
        let mut entries = self.entries()?;
        let total: u64 = entries.iter().map(|e| e.size).sum();
        // Least recently used first; chosen before any lock is taken, then the folders are
        // locked one at a time in name order (so two pruning processes cannot deadlock).
        entries.sort_by(|a, b| a.last_used.total_cmp(&b.last_used));
        let mut victims: BTreeMap<String, Vec<EntryInfo>> = BTreeMap::new();
        let mut planned = total;
        for e in entries {
            if planned <= max_size {
                break;
            }
            if used_within(&e.path, IN_USE_GRACE) {
                report.kept_in_use += 1;
                continue;
            }
            planned -= e.size;
            victims.entry(e.folder.clone()).or_default().push(e);
        }
        for (folder, path) in self.folders() {
            let mine = victims.remove(&folder).unwrap_or_default();
            let lock_path = path.join(LOCK);
            let lock = open_lock(&lock_path)?;
            let held = match lock.try_lock() {
                Ok(()) => true,
                Err(std::fs::TryLockError::WouldBlock) if wait && !mine.is_empty() => {
                    progress::run(format!("waiting for a compile in {folder} to finish"), || lock.lock())
                        .map_err(|e| Error::io_path("cannot lock", &lock_path, e))?;
                    true
                }
                Err(std::fs::TryLockError::WouldBlock) => false,
                Err(std::fs::TryLockError::Error(e)) => return Err(Error::io_path("cannot lock", &lock_path, e)),
            };
            if !held {
                if !mine.is_empty() {
                    report.busy_folders.push(folder);
                }
                continue;
            }
            report.leftovers_removed += sweep_folder(&path);
            // No builder holds the folder's lock, so none holds or is about to open a key's.
            let _ = std::fs::remove_dir_all(path.join(KEY_LOCKS));
            for e in mine {
                // Loaded by some process while we waited for the lock: keep it.
                if used_within(&e.path, IN_USE_GRACE) {
                    report.kept_in_use += 1;
                    continue;
                }
                if remove_entry(&path, &e.path)? {
                    report.removed += 1;
                    report.freed += e.size;
                }
            }
        }
        // What is there now, including what other processes published meanwhile.
        let after = self.entries()?;
        report.entries_after = after.len();
        report.size_after = after.iter().map(|e| e.size).sum();
        Ok(report)
    }

    /// Removes the `unversioned/pid-*` folders of dead processes (when `remove`), or counts
    /// them; returns how many.
    fn sweep_unversioned(&self, remove: bool) -> usize {
        let base = self.root.join("unversioned");
        let Ok(read) = std::fs::read_dir(&base) else {
            return 0;
        };
        let own = self.private.get().map(|p| p.dir.clone());
        let mut n = 0;
        for e in read.flatten() {
            let path = e.path();
            if !e.file_name().to_string_lossy().starts_with("pid-") || Some(&path) == own.as_ref() {
                continue;
            }
            // Held while the folder is removed, so its owner is not mistaken for dead twice.
            let Some(_dead_lock) = owner_is_dead(&path) else {
                continue;
            };
            if !remove || std::fs::remove_dir_all(&path).is_ok() {
                n += 1;
            }
        }
        n
    }
}

/// Creates `dir/.owner` locked: created under another name and renamed once locked, so no
/// other process ever sees it unlocked while its owner lives.
fn claim_owner(dir: &Path) -> std::io::Result<File> {
    let tmp = dir.join(".owner.new");
    let f = File::create(&tmp)?;
    f.lock()?;
    std::fs::rename(&tmp, dir.join(OWNER))?;
    Ok(f)
}

/// Some(the owner file, locked by us) when the process that made `dir` is dead: it no longer
/// holds the owner file's lock, or it never made one and the folder is older than
/// `SETUP_GRACE` (folders made before owner files existed, or a kill during setup).
fn owner_is_dead(dir: &Path) -> Option<Option<File>> {
    match File::open(dir.join(OWNER)) {
        Ok(f) => f.try_lock().is_ok().then_some(Some(f)),
        Err(_) => {
            let age = std::fs::metadata(dir)
                .and_then(|m| m.modified())
                .ok()
                .and_then(|t| t.elapsed().ok())?;
            (age > SETUP_GRACE).then_some(None)
        }
    }
}

/// Opens (making it if missing) the lock file at `lock_path`, not yet locked.
fn open_lock(lock_path: &Path) -> Result<File> {
    File::options()
        .create(true)
        .truncate(false)
        .write(true)
        .open(lock_path)
        .map_err(|e| Error::io_path("cannot open", lock_path, e))
}

/// A builder's hold on a target folder: its lock, shared, so that builds of different keys
/// run at once and removal (which takes it exclusively) waits for them. A key's own lock
/// (`lock_key`) is taken under it and must be released before it (declare that guard after
/// the hold, or drop it first): whoever holds the folder's lock exclusively removes key locks.
struct FolderHold {
    base: PathBuf,
    _lock: File,
}

impl FolderHold {
    /// The hold a build takes. A builder that finds itself alone in the folder (the lock free
    /// to take exclusively) first removes the temporary folders there: left by killed processes.
    fn for_build(base: &Path) -> Result<Self> {
        let lock = open_lock(&base.join(LOCK))?;
        if lock.try_lock().is_ok() {
            sweep_folder(base);
        }
        Self::take(base, lock)
    }

    /// The hold alone, without sweeping.
    fn shared(base: &Path) -> Result<Self> {
        Self::take(base, open_lock(&base.join(LOCK))?)
    }

    fn take(base: &Path, lock: File) -> Result<Self> {
        // From exclusive (after a sweep) this converts the lock; other builders may then enter.
        lock.lock_shared()
            .map_err(|e| Error::io_path("cannot lock", &base.join(LOCK), e))?;
        Ok(FolderHold {
            base: base.to_path_buf(),
            _lock: lock,
        })
    }

    /// `key`'s lock, waited for: another process or thread may be building that key.
    fn lock_key(&self, key: &str) -> Result<File> {
        let dir = self.base.join(KEY_LOCKS);
        std::fs::create_dir_all(&dir).map_err(|e| Error::io_path("cannot create", &dir, e))?;
        let path = dir.join(key);
        let lock = open_lock(&path)?;
        lock.lock().map_err(|e| Error::io_path("cannot lock", &path, e))?;
        Ok(lock)
    }

    /// The entry `key`, built by `build` and published unless a valid one is there once the
    /// key's lock is held (another process or thread may have published it while we waited);
    /// with whether this call built it.
    fn build_key(&self, key: &str, build: impl FnOnce(&Path) -> Result<()>) -> Result<(PathBuf, bool)> {
        let _key_lock = self.lock_key(key)?;
        let entry = self.base.join(key);
        if verify(&entry, key) {
            touch(&entry);
            return Ok((entry, false));
        }
        publish(&self.base, key, build).map(|p| (p, true))
    }
}

/// Temporary folders (builds, entries moved aside) in a target folder. Only a holder of the
/// folder's lock makes them, so while the caller holds it exclusively they are leftovers.
fn leftovers_in(folder: &Path) -> Vec<PathBuf> {
    let Ok(read) = std::fs::read_dir(folder) else {
        return Vec::new();
    };
    read.flatten()
        .filter(|e| {
            let name = e.file_name().to_string_lossy().into_owned();
            name.starts_with("tmp-") || name.contains(".corrupt-")
        })
        .map(|e| e.path())
        .collect()
}

/// Removes the leftovers in a target folder whose lock the caller holds exclusively; returns
/// how many.
fn sweep_folder(folder: &Path) -> usize {
    leftovers_in(folder)
        .into_iter()
        .filter(|p| std::fs::remove_dir_all(p).or_else(|_| std::fs::remove_file(p)).is_ok())
        .count()
}

/// Removes half-written runtime files (`<name>.tmp<pid>`, written and renamed in microseconds
/// by `toolchain::write_runtime`) older than `SETUP_GRACE`; returns how many.
fn sweep_runtime(root: &Path) -> usize {
    fn walk(dir: &Path, n: &mut usize) {
        let Ok(read) = std::fs::read_dir(dir) else { return };
        for e in read.flatten() {
            let path = e.path();
            if e.file_type().is_ok_and(|t| t.is_dir()) {
                walk(&path, n);
                continue;
            }
            let half_written = path
                .extension()
                .map(|x| x.to_string_lossy().into_owned())
                .and_then(|x| {
                    x.strip_prefix("tmp")
                        .map(|d| !d.is_empty() && d.bytes().all(|b| b.is_ascii_digit()))
                })
                .unwrap_or(false);
            if half_written && !used_within(&path, SETUP_GRACE) && std::fs::remove_file(&path).is_ok() {
                *n += 1;
            }
        }
    }
    let mut n = 0;
    if let Ok(read) = std::fs::read_dir(root) {
        for e in read.flatten() {
            if e.file_name().to_string_lossy().starts_with("runtime-") {
                walk(&e.path(), &mut n);
            }
        }
    }
    n
}

/// Moves an entry aside (atomically: a loader sees the whole entry or none) and deletes it.
/// False when another process removed it first.
fn remove_entry(folder: &Path, entry: &Path) -> Result<bool> {
    let aside = tempdir_in(folder).map_err(|e| Error::io_path("cannot create a temporary folder in", folder, e))?;
    let _ = std::fs::remove_dir(&aside);
    match std::fs::rename(entry, &aside) {
        Ok(()) => {}
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(false),
        Err(e) => return Err(Error::io_path("cannot remove cache entry", entry, e)),
    }
    std::fs::remove_dir_all(&aside).map_err(|e| Error::io_path("cannot remove", &aside, e))?;
    Ok(true)
}

/// Records a use of an entry: its folder's modification time is its last use.
fn touch(dir: &Path) {
    if let Ok(f) = File::open(dir) {
        let _ = f.set_modified(SystemTime::now());
    }
}

fn used_within(path: &Path, window: Duration) -> bool {
    std::fs::metadata(path)
        .and_then(|m| m.modified())
        .map(|t| t.elapsed().map(|age| age < window).unwrap_or(true))
        .unwrap_or(false)
}

fn is_key(name: &str) -> bool {
    name.len() == 64 && name.bytes().all(|b| b.is_ascii_hexdigit())
}

fn epoch_seconds(t: SystemTime) -> f64 {
    t.duration_since(SystemTime::UNIX_EPOCH)
        .map(|d| d.as_secs_f64())
        .unwrap_or(0.0)
}

/// Bytes of every file under `path` (symbolic links not followed).
fn tree_size(path: &Path) -> u64 {
    let Ok(md) = std::fs::symlink_metadata(path) else {
        return 0;
    };
    if !md.is_dir() {
        return md.len();
    }
    std::fs::read_dir(path)
        .map(|read| read.flatten().map(|e| tree_size(&e.path())).sum())
        .unwrap_or(0)
}

fn entry_info(folder: &str, key: &str, path: &Path) -> Option<EntryInfo> {
    let last_used = std::fs::metadata(path).and_then(|m| m.modified()).ok()?;
    let created = std::fs::metadata(path.join(MANIFEST)).and_then(|m| m.modified()).ok();
    let names: Vec<String> = std::fs::read_dir(path)
        .ok()?
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    let kind = if created.is_none() {
        "incomplete"
    } else if names.iter().any(|n| n == KERNEL_OBJECT) {
        "kernel"
    } else if names.iter().any(|n| n.ends_with(".o")) {
        "shim"
    } else {
        "module"
    };
    let target = if folder.starts_with("native-") {
        "native".to_string()
    } else if folder.starts_with("wasm32-") {
        "wasm".to_string()
    } else {
        folder.split('-').next().unwrap_or(folder).to_string()
    };
    Some(EntryInfo {
        folder: folder.to_string(),
        key: key.to_string(),
        path: path.to_path_buf(),
        target,
        kind,
        size: tree_size(path),
        created: epoch_seconds(created.unwrap_or(last_used)),
        last_used: epoch_seconds(last_used),
    })
}

/// A size as `--max-size` and `$TWINLINK_CACHE_MAX_SIZE` take it: bytes (`1048576`), or a
/// number with a unit of powers of 1024 (`500K`, `500M`, `2G`, `1.5T`; `MB`, `MiB` too).
pub fn parse_size(text: &str) -> std::result::Result<u64, String> {
    let t = text.trim();
    let split = t.find(|c: char| !(c.is_ascii_digit() || c == '.')).unwrap_or(t.len());
    let (number, unit) = t.split_at(split);
    let shift = match unit.trim().to_ascii_uppercase().as_str() {
        "" | "B" => 0,
        "K" | "KB" | "KIB" => 10,
        "M" | "MB" | "MIB" => 20,
        "G" | "GB" | "GIB" => 30,
        "T" | "TB" | "TIB" => 40,
        _ => {
            return Err(format!(
                "cannot read {text:?} as a size: bytes, or a number followed by K, M, G or T"
            ))
        }
    };
    let value: f64 = number
        .parse()
        .map_err(|_| format!("cannot read {text:?} as a size: bytes, or a number followed by K, M, G or T"))?;
    Ok((value * (1u64 << shift) as f64) as u64)
}

/// `$TWINLINK_CACHE_MAX_SIZE` in bytes; None when unset or empty.
pub fn max_size_from_env() -> Result<Option<u64>> {
    match std::env::var("TWINLINK_CACHE_MAX_SIZE") {
        Ok(v) if !v.trim().is_empty() => parse_size(&v)
            .map(Some)
            .map_err(|m| Error::Cache(format!("TWINLINK_CACHE_MAX_SIZE: {m}"))),
        _ => Ok(None),
    }
}

/// "1.5 MiB": a size for people.
pub fn human_size(bytes: u64) -> String {
    const UNITS: [&str; 5] = ["B", "KiB", "MiB", "GiB", "TiB"];
    let mut value = bytes as f64;
    let mut unit = 0;
    while value >= 1024.0 && unit + 1 < UNITS.len() {
        value /= 1024.0;
        unit += 1;
    }
    if unit == 0 {
        format!("{bytes} B")
    } else {
        format!("{value:.1} {}", UNITS[unit])
    }
}

fn write_manifest(dir: &Path, key: &str) -> Result<()> {
    let mut files = Vec::new();
    let mut names: Vec<_> = std::fs::read_dir(dir)
        .map_err(|e| Error::io_path("cannot read", dir, e))?
        .flatten()
        .filter(|e| e.path().is_file())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    for name in names {
        let p = dir.join(&name);
        let size = std::fs::metadata(&p)
            .map_err(|e| Error::io_path("cannot stat", &p, e))?
            .len();
        files.push((
            name,
            size,
            sha256_file(&p).map_err(|e| Error::io_path("cannot read", &p, e))?,
        ));
    }
    let text = serde_json::to_string(&Manifest {
        key: key.to_string(),
        files,
    })
    .map_err(|e| Error::Cache(e.to_string()))?;
    let path = dir.join(MANIFEST);
    std::fs::write(&path, text).map_err(|e| Error::io_path("cannot write", &path, e))
}

/// True when `entry` holds a manifest for `key` and every file matches its size and hash.
/// Builds the entry `key` of the target folder `base` in a temporary folder and renames it into
/// place; a corrupt or half-written entry of that key is moved aside first (a loaded .so may
/// still be mapped). The caller holds the key's lock (`FolderHold::lock_key`).
fn publish(base: &Path, key: &str, build: impl FnOnce(&Path) -> Result<()>) -> Result<PathBuf> {
    let entry = base.join(key);
    if entry.exists() {
        let aside = base.join(format!("{key}.corrupt-{}", std::process::id()));
        let _ = std::fs::rename(&entry, &aside);
        let _ = std::fs::remove_dir_all(&aside);
        REBUILT.fetch_add(1, Ordering::Relaxed);
    }
    let tmp = tempdir_in(base).map_err(|e| Error::io_path("cannot create a build directory in", base, e))?;
    let result = build(&tmp).and_then(|()| write_manifest(&tmp, key));
    if let Err(e) = result {
        let _ = std::fs::remove_dir_all(&tmp);
        return Err(e);
    }
    std::fs::rename(&tmp, &entry).map_err(|e| Error::io_path("cannot publish cache entry", &entry, e))?;
    touch(&entry);
    Ok(entry)
}

fn verify(entry: &Path, key: &str) -> bool {
    let Ok(text) = std::fs::read_to_string(entry.join(MANIFEST)) else {
        return false;
    };
    let Ok(m) = serde_json::from_str::<Manifest>(&text) else {
        return false;
    };
    m.key == key
        && !m.files.is_empty()
        && m.files.iter().all(|(name, size, hash)| {
            let p = entry.join(name);
            std::fs::metadata(&p).map(|md| md.len() == *size).unwrap_or(false)
                && sha256_file(&p).map(|h| &h == hash).unwrap_or(false)
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn builds_once_then_hits_memory_and_disk() {
        let root = tempfile::tempdir().unwrap();
        let cache = ModuleCache::new(root.path().to_path_buf());
        let mut builds = 0;
        let dir = cache
            .get_or_build("t", "k1", true, |d| {
                builds += 1;
                std::fs::write(d.join("a.bin"), b"hello").map_err(|e| Error::io("w", e))
            })
            .unwrap();
        assert_eq!(std::fs::read(dir.join("a.bin")).unwrap(), b"hello");
        cache
            .get_or_build("t", "k1", true, |_| panic!("must not rebuild"))
            .unwrap();
        let fresh = ModuleCache::new(root.path().to_path_buf());
        fresh
            .get_or_build("t", "k1", true, |_| panic!("must load from disk"))
            .unwrap();
        assert_eq!(builds, 1);
    }

    #[test]
    fn truncated_entry_is_rebuilt() {
        let root = tempfile::tempdir().unwrap();
        let cache = ModuleCache::new(root.path().to_path_buf());
        let dir = cache
            .get_or_build("t", "k2", true, |d| {
                std::fs::write(d.join("a.bin"), b"hello world").map_err(|e| Error::io("w", e))
            })
            .unwrap();
        std::fs::write(dir.join("a.bin"), b"hel").unwrap();
        let fresh = ModuleCache::new(root.path().to_path_buf());
        let mut rebuilt = false;
        let dir2 = fresh
            .get_or_build("t", "k2", true, |d| {
                rebuilt = true;
                std::fs::write(d.join("a.bin"), b"hello world").map_err(|e| Error::io("w", e))
            })
            .unwrap();
        assert!(rebuilt);
        assert_eq!(std::fs::read(dir2.join("a.bin")).unwrap(), b"hello world");
    }

    #[test]
    fn failed_build_publishes_nothing() {
        let root = tempfile::tempdir().unwrap();
        let cache = ModuleCache::new(root.path().to_path_buf());
        let err = cache.get_or_build("t", "k3", true, |_| Err(Error::Link("boom".into())));
        assert!(err.is_err());
        let left: Vec<_> = std::fs::read_dir(root.path().join("t"))
            .unwrap()
            .flatten()
            .map(|e| e.file_name())
            .filter(|n| n != LOCK && n != KEY_LOCKS)
            .collect();
        assert!(left.is_empty(), "left behind: {left:?}");
        // The key's lock file stays (removing a lock file another process may be waiting
        // on would split the lock); nothing else does.
        let locks: Vec<_> = std::fs::read_dir(root.path().join("t").join(KEY_LOCKS))
            .unwrap()
            .flatten()
            .map(|e| e.file_name())
            .collect();
        assert_eq!(locks, vec![std::ffi::OsString::from("k3")]);
    }

    #[test]
    fn unversioned_never_publishes() {
        let root = tempfile::tempdir().unwrap();
        let cache = ModuleCache::new(root.path().to_path_buf());
        let dir = cache
            .get_or_build("t", "k4", false, |d| {
                std::fs::write(d.join("a.bin"), b"x").map_err(|e| Error::io("w", e))
            })
            .unwrap();
        assert!(!root.path().join("t").join("k4").exists());
        cache.cleanup_unversioned();
        assert!(!dir.exists());
    }

    fn age(path: &Path, secs: u64) {
        let f = File::open(path).unwrap();
        f.set_modified(SystemTime::now() - Duration::from_secs(secs)).unwrap();
    }

    fn publish(cache: &ModuleCache, key: &str, bytes: usize) -> PathBuf {
        cache
            .get_or_build("native-t", key, true, |d| {
                std::fs::write(d.join("m.so"), vec![7u8; bytes]).map_err(|e| Error::io("w", e))
            })
            .unwrap()
    }

    #[test]
    fn prune_removes_least_recently_used_first_and_keeps_entries_in_use() {
        let root = tempfile::tempdir().unwrap();
        let cache = ModuleCache::new(root.path().to_path_buf());
        let keys: Vec<String> = (0..4).map(|i| key_of(&[&i.to_string()])).collect();
        let dirs: Vec<PathBuf> = keys.iter().map(|k| publish(&cache, k, 1000)).collect();
        // Last used: entry 0 an hour ago, 1 a minute ago, 2 two hours ago; 3 just now.
        age(&dirs[0], 3600);
        age(&dirs[1], 60);
        age(&dirs[2], 7200);
        let listed = cache.entries().unwrap();
        assert_eq!(listed.len(), 4);
        assert_eq!(listed[0].key, keys[3], "most recently used first");
        assert!(listed
            .iter()
            .all(|e| e.target == "native" && e.kind == "module" && e.size > 1000));
        let one = listed[0].size;
        let report = cache.prune(2 * one).unwrap();
        assert_eq!((report.removed, report.entries_after), (2, 2));
        assert!(!dirs[2].exists() && !dirs[0].exists() && dirs[1].exists() && dirs[3].exists());
        // Down to nothing: entry 3 was used within the grace period and stays.
        let report = cache.prune(0).unwrap();
        assert_eq!((report.removed, report.kept_in_use), (1, 1));
        assert!(dirs[3].exists());
        // This process forgets removed entries: the next request builds again.
        let mut built = false;
        cache
            .get_or_build("native-t", &keys[1], true, |d| {
                built = true;
                std::fs::write(d.join("m.so"), b"x").map_err(|e| Error::io("w", e))
            })
            .unwrap();
        assert!(built);
    }

    #[test]
    fn leftovers_of_dead_processes_are_removed_and_live_ones_kept() {
        let root = tempfile::tempdir().unwrap();
        let cache = ModuleCache::new(root.path().to_path_buf());
        // A live unversioned folder: this process's, through a second cache object (made first:
        // its first build removes what it finds of dead processes).
        let other = ModuleCache::new(root.path().to_path_buf());
        other
            .get_or_build("native-t", "k", false, |d| {
                std::fs::write(d.join("a"), b"x").map_err(|e| Error::io("w", e))
            })
            .unwrap();
        let folder = root.path().join("native-t");
        std::fs::create_dir_all(folder.join("tmp-999999-0-1")).unwrap();
        // An unversioned folder whose owner lock nobody holds, and one without an owner file
        // from before owner files, older than the setup grace.
        let dead = root.path().join("unversioned/pid-999998");
        std::fs::create_dir_all(&dead).unwrap();
        File::create(dead.join(OWNER)).unwrap();
        let old = root.path().join("unversioned/pid-999997");
        std::fs::create_dir_all(&old).unwrap();
        age(&old, 3600);
        assert_eq!(cache.disk_stats().unwrap().leftovers, 3);
        let report = cache.prune(u64::MAX).unwrap();
        assert_eq!(report.leftovers_removed, 3);
        assert!(!dead.exists() && !old.exists() && !folder.join("tmp-999999-0-1").exists());
        assert!(other.private.get().unwrap().dir.exists());
    }

    #[test]
    fn sizes_read_with_units_of_1024() {
        assert_eq!(parse_size("1048576"), Ok(1 << 20));
        assert_eq!(parse_size("500M"), Ok(500 << 20));
        assert_eq!(parse_size("2G"), Ok(2 << 30));
        assert_eq!(parse_size("1.5k"), Ok(1536));
        assert_eq!(parse_size("3 MiB"), Ok(3 << 20));
        assert!(parse_size("5X").unwrap_err().contains("\"5X\""));
        assert!(parse_size("-1").is_err() && parse_size("").is_err());
    }
}
