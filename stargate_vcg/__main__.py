from stargate_vcg.cli.main import main

main()
