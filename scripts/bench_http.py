"""HTTP benchmark: answers per second and latency of `rulebot serve`, one worker against N,
at 1, 4 and 16 concurrent clients, with the real model and index.

    .venv/bin/python scripts/bench_http.py [--workers 1 2] [--clients 1 4 16] [--seconds 15]

Each client is one keep-alive connection asking questions in turn: the 1,966 distinct
questions of the dev split and the tune halves of the blind sets (never a held-out one), so
that no question comes back within the encoder's 256-entry cache of any worker: the query
cache never hits. The server runs with the rate limit off. Prints figures only (no
assertions); the machine is shared, so its load average is printed with them, and so are
the cores the server's processes and this client kept busy during each level (from
/proc: "-" elsewhere): a worker that already keeps more than one core busy (its answers'
encoder runs beside the reading of others) leaves a second worker less than a core to win.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import socket
import statistics
import subprocess
import sys
import time
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
QUESTION_FILES = [
    ROOT / "eval" / "golden" / "dev.yaml",
    *sorted(ROOT.glob("eval/sets/*_tune.yaml")),
]
RULEBOT = Path(sys.executable).parent / "rulebot"


@dataclass
class Run:
    """The answers of one level: latencies of the 200s, the statuses of the others."""

    seconds: float
    latencies: list[float]
    errors: Counter[int]

    def row(self, workers: int, clients: int, server: float | None, client: float) -> str:
        ms = sorted(x * 1000 for x in self.latencies) or [0.0]
        rate = len(self.latencies) / self.seconds

        def at(share: float) -> float:
            return ms[min(len(ms) - 1, round(share * (len(ms) - 1)))]

        return (
            f"{workers:>7} {clients:>7} {rate:>9.1f} {statistics.median(ms):>8.1f} "
            f"{at(0.95):>8.1f} {at(0.99):>8.1f} {sum(self.errors.values()):>6} "
            + f"{'-' if server is None else f'{server / self.seconds:.2f}':>13} "
            f"{client / self.seconds:>13.2f} "
            + " ".join(f"{n}×{status}" for status, n in sorted(self.errors.items()))
        )


def cpu_seconds(root: int) -> float | None:
    """The CPU time (user and system) of process ``root`` and of every process under it,
    read from /proc (None where there is none)."""
    proc = Path("/proc")
    if not proc.is_dir():
        return None
    parents: dict[int, int] = {}
    spent: dict[int, float] = {}
    tick = os.sysconf("SC_CLK_TCK")
    for stat in proc.glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rpartition(")")[2].split()
        except OSError:  # ended meanwhile
            continue
        pid = int(stat.parent.name)
        parents[pid] = int(fields[1])
        spent[pid] = (int(fields[11]) + int(fields[12])) / tick
    total, todo = 0.0, [root]
    while todo:
        pid = todo.pop()
        total += spent.get(pid, 0.0)
        todo.extend(child for child, parent in parents.items() if parent == pid)
    return total


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
    return port


def request(question: str) -> bytes:
    body = json.dumps({"question": question}, ensure_ascii=False).encode()
    head = (
        "POST /api/ask HTTP/1.1\r\nHost: bench\r\nContent-Type: application/json\r\n"
        f"Content-Length: {len(body)}\r\n\r\n"
    )
    return head.encode() + body


async def ask(reader: asyncio.StreamReader, writer: asyncio.StreamWriter, data: bytes) -> int:
    """One request on a keep-alive connection; its status."""
    writer.write(data)
    await writer.drain()
    status = int((await reader.readline()).split()[1])
    length = 0
    while (line := await reader.readline()) not in (b"\r\n", b""):
        name, _, value = line.decode("latin-1").partition(":")
        if name.lower() == "content-length":
            length = int(value)
    await reader.readexactly(length)
    return status


async def load(port: int, questions: list[bytes], clients: int, seconds: float) -> Run:
    """`clients` connections asking in turn for `seconds`."""
    latencies: list[float] = []
    errors: Counter[int] = Counter()
    stop = time.perf_counter() + seconds
    shared = iter(range(10**9))

    async def client() -> None:
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        try:
            while time.perf_counter() < stop:
                data = questions[next(shared) % len(questions)]
                began = time.perf_counter()
                status = await ask(reader, writer, data)
                if status == 200:
                    latencies.append(time.perf_counter() - began)
                else:
                    errors[status] += 1
        finally:
            writer.close()

    began = time.perf_counter()
    await asyncio.gather(*(client() for _ in range(clients)))
    return Run(time.perf_counter() - began, latencies, errors)


def start(workers: int, port: int) -> subprocess.Popen[bytes]:
    """`rulebot serve` with `workers`, once every worker has started."""
    env = {**os.environ, "RULEBOT_RATE_LIMIT_PER_MINUTE": "0", "HF_HUB_OFFLINE": "1"}
    env.update(TRANSFORMERS_OFFLINE="1", TOKENIZERS_PARALLELISM="false")
    cmd = [str(RULEBOT), "serve", "--workers", str(workers), "--port", str(port)]
    server = subprocess.Popen(
        [*cmd, "--log-level", "warning"], env=env, stderr=subprocess.PIPE, cwd=ROOT
    )
    # Each worker is ready once it answers; ask more times than there are workers.
    deadline = time.monotonic() + 300
    ready = 0
    while ready < 4 * workers:
        if server.poll() is not None or time.monotonic() > deadline:
            raise SystemExit(f"the server did not start: {server.stderr.read().decode()[-2000:]}")
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=60) as sock:
                sock.sendall(
                    b"GET /api/health HTTP/1.1\r\nHost: bench\r\nConnection: close\r\n\r\n"
                )
                ready += b'"status":"ok"' in sock.recv(65536) + sock.recv(65536)
        except OSError:
            time.sleep(1)
    return server


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--workers", type=int, nargs="+", default=[1, os.cpu_count() or 1])
    parser.add_argument("--clients", type=int, nargs="+", default=[1, 4, 16])
    parser.add_argument("--seconds", type=float, default=15.0, help="per level")
    parser.add_argument("--warm", type=float, default=5.0, help="seconds of warm-up")
    args = parser.parse_args()
    texts = [
        item["question"]
        for path in QUESTION_FILES
        for item in yaml.safe_load(path.read_text(encoding="utf-8"))
        if "question" in item  # a follow-up item of the sets holds its turns instead
    ]
    questions = [request(text) for text in dict.fromkeys(texts)]
    print(
        f"{len(questions)} questions; {os.cpu_count()} cores; load average "
        f"{' '.join(f'{x:.2f}' for x in os.getloadavg())}"
    )
    print(
        f"{'workers':>7} {'clients':>7} {'answers/s':>9} {'p50 ms':>8} {'p95 ms':>8} "
        f"{'p99 ms':>8} {'errors':>6} {'server cores':>13} {'client cores':>13}"
    )
    for workers in args.workers:
        port = free_port()
        server = start(workers, port)
        try:
            # Every worker answers its first questions (word lists, model) before timing.
            asyncio.run(load(port, questions[::-1], 4 * workers, args.warm))
            for clients in args.clients:
                server_began, client_began = cpu_seconds(server.pid), time.process_time()
                run = asyncio.run(load(port, questions, clients, args.seconds))
                server_ended = cpu_seconds(server.pid)
                server_spent = (
                    None
                    if server_began is None or server_ended is None
                    else server_ended - server_began
                )
                client_spent = time.process_time() - client_began
                print(run.row(workers, clients, server_spent, client_spent), flush=True)
        finally:
            server.terminate()
            server.wait(60)
    print(f"load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
