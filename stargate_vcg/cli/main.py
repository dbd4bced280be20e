"""Entry point. Subcommands are imported only when used, so `cards show` starts fast."""

from __future__ import annotations

import importlib
import importlib.util

import click

# name -> "module:attribute" of a click command or group
COMMANDS: dict[str, str] = {
    "cards": "stargate_vcg.cli.cards:cards",
    "deck": "stargate_vcg.cli.deck:deck",
    "validate": "stargate_vcg.cli.validate:validate",
    "stats": "stargate_vcg.cli.stats:stats",
    "goldfish": "stargate_vcg.cli.goldfish:goldfish",
    "play": "stargate_vcg.cli.play:play",
    "replay": "stargate_vcg.cli.play:replay",
}


class LazyGroup(click.Group):
    def list_commands(self, ctx: click.Context) -> list[str]:
        names = [n for n, target in COMMANDS.items()
                 if importlib.util.find_spec(target.split(":")[0]) is not None]
        return sorted(set(names) | set(super().list_commands(ctx)))

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        target = COMMANDS.get(cmd_name)
        if target is None:
            return super().get_command(ctx, cmd_name)
        module_name, attribute = target.split(":")
        if importlib.util.find_spec(module_name) is None:
            return None
        command = getattr(importlib.import_module(module_name), attribute)
        assert isinstance(command, click.Command)
        return command


@click.group(cls=LazyGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="stargate-vcg")
def main() -> None:
    """Deck validation, statistics and rules engines for the Stargate TCG and Star Trek VCG."""
