"""The hb statistics files of a results folder (hbstats/): run.py writes them gzipped
(.json.gz, since session 60); older records name the plain .json that was gzipped later."""
import gzip
import json
from pathlib import Path


def read_stats(path: Path) -> dict:
    if path.suffix != ".gz" and not path.exists():
        path = path.with_name(path.name + ".gz")
    data = path.read_bytes()
    return json.loads(gzip.decompress(data) if path.suffix == ".gz" else data)
