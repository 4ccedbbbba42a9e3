//! ModuleCache: key → compiled artifact directory, per target. Entries are published
//! atomically (built in a temp dir, renamed into place) under a file lock taken only around
//! compile-and-publish; a manifest of checksums makes a corrupt entry get rebuilt, not loaded.
//! Unversioned builds (`c_code_cache_version() == ()`) live in a process-private directory.
use std::collections::HashMap;
use std::fs::File;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Mutex, OnceLock};

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use crate::error::{Error, Result};
use crate::util::{hex, tempdir_in};

const MANIFEST: &str = "entry.json";

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
}

static HITS: AtomicU64 = AtomicU64::new(0);
static LOADS: AtomicU64 = AtomicU64::new(0);
static COMPILES: AtomicU64 = AtomicU64::new(0);
static REBUILT: AtomicU64 = AtomicU64::new(0);

pub fn stats() -> CacheStats {
    CacheStats {
        hits: HITS.load(Ordering::Relaxed),
        loads: LOADS.load(Ordering::Relaxed),
        compiles: COMPILES.load(Ordering::Relaxed),
        rebuilt: REBUILT.load(Ordering::Relaxed),
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
    /// key → entry directory, for everything this process built or loaded.
    memory: Mutex<HashMap<String, PathBuf>>,
    /// Where unversioned builds go; removed by `cleanup_unversioned`.
    private_dir: OnceLock<PathBuf>,
}

impl ModuleCache {
    pub fn new(root: PathBuf) -> Self {
        ModuleCache {
            root,
            memory: Mutex::new(HashMap::new()),
            private_dir: OnceLock::new(),
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
        let mem_key = format!("{folder}/{key}");
        if let Some(dir) = self
            .memory
            .lock()
            .map_err(|_| Error::Cache("cache index poisoned".into()))?
            .get(&mem_key)
        {
            HITS.fetch_add(1, Ordering::Relaxed);
            return Ok(dir.clone());
        }
        let dir = if publish {
            self.shared_entry(folder, key, build)?
        } else {
            self.private_entry(key, build)?
        };
        self.memory
            .lock()
            .map_err(|_| Error::Cache("cache index poisoned".into()))?
            .insert(mem_key, dir.clone());
        Ok(dir)
    }

    fn private_entry(&self, key: &str, build: impl FnOnce(&Path) -> Result<()>) -> Result<PathBuf> {
        let base = self.private_dir.get_or_init(|| {
            self.root
                .join("unversioned")
                .join(format!("pid-{}", std::process::id()))
        });
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
            LOADS.fetch_add(1, Ordering::Relaxed);
            return Ok(entry);
        }
        // Only compile-and-publish runs under the lock; another process may have published
        // while we waited, so check again once we hold it.
        let lock_path = base.join(".lock");
        let lock = File::options()
            .create(true)
            .truncate(false)
            .write(true)
            .open(&lock_path)
            .map_err(|e| Error::io_path("cannot open", &lock_path, e))?;
        lock.lock().map_err(|e| Error::io_path("cannot lock", &lock_path, e))?;
        if verify(&entry, key) {
            LOADS.fetch_add(1, Ordering::Relaxed);
            return Ok(entry);
        }
        if entry.exists() {
            // Corrupt or half-written: move it aside (a loaded .so may still be mapped) and rebuild.
            let aside = base.join(format!("{key}.corrupt-{}", std::process::id()));
            let _ = std::fs::rename(&entry, &aside);
            let _ = std::fs::remove_dir_all(&aside);
            REBUILT.fetch_add(1, Ordering::Relaxed);
        }
        let tmp = tempdir_in(&base).map_err(|e| Error::io_path("cannot create a build directory in", &base, e))?;
        let result = build(&tmp).and_then(|()| write_manifest(&tmp, key));
        if let Err(e) = result {
            let _ = std::fs::remove_dir_all(&tmp);
            return Err(e);
        }
        std::fs::rename(&tmp, &entry).map_err(|e| Error::io_path("cannot publish cache entry", &entry, e))?;
        COMPILES.fetch_add(1, Ordering::Relaxed);
        drop(lock);
        Ok(entry)
    }

    /// Removes this process's unversioned builds.
    pub fn cleanup_unversioned(&self) {
        if let Some(dir) = self.private_dir.get() {
            let _ = std::fs::remove_dir_all(dir);
        }
        if let Ok(mut m) = self.memory.lock() {
            if let Some(dir) = self.private_dir.get() {
                m.retain(|_, v| !v.starts_with(dir));
            }
        }
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
            .filter(|n| n != ".lock")
            .collect();
        assert!(left.is_empty(), "left behind: {left:?}");
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
}
