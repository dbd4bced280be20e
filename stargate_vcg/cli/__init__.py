"""The thin `stargate-vcg` command line: parses arguments, calls the library, prints."""
