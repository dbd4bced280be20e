"""A progress bar (rich, on stderr) that appears only once a run has lasted a second."""

from __future__ import annotations

import sys
import time
from types import TracebackType

from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    TaskID,
    TimeRemainingColumn,
)

_DELAY = 1.0


class LateProgress:
    """Callable with the number of items just done; a no-op when disabled."""

    def __init__(self, total: int, label: str, enabled: bool) -> None:
        self.total = total
        self.label = label
        self.enabled = enabled
        self.done = 0
        self.start = time.monotonic()
        self._bar: Progress | None = None
        self._task = TaskID(0)

    def __call__(self, count: int) -> None:
        self.done += count
        if not self.enabled:
            return
        if self._bar is None:
            if time.monotonic() - self.start < _DELAY:
                return
            self._bar = Progress("[progress.description]{task.description}", BarColumn(),
                                 MofNCompleteColumn(), TimeRemainingColumn(),
                                 console=Console(stderr=True), transient=True)
            self._bar.start()
            self._task = self._bar.add_task(self.label, total=self.total)
        self._bar.update(self._task, completed=self.done)

    def __enter__(self) -> LateProgress:
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None:
        if self._bar is not None:
            self._bar.stop()


def wanted(as_json: bool) -> bool:
    """On a terminal's stderr, and not while --json goes to a pipe."""
    if not sys.stderr.isatty():
        return False
    return not (as_json and not sys.stdout.isatty())
