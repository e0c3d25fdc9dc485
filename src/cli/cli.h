/* cli.h — the `crowntable` sub-commands. main.c only parses the first word
 * and dispatches here; each command parses its own flags and prints --help. */
#ifndef CT_CLI_H
#define CT_CLI_H

int cli_sim(int argc, char **argv);         /* src/cli/sim.c */
int cli_bench(int argc, char **argv);       /* src/cli/bench.c */
int cli_state(int argc, char **argv);       /* src/cli/state.c */
int cli_check_cards(int argc, char **argv); /* src/cli/check_cards.c */
int cli_playtest(int argc, char **argv);    /* src/cli/playtest.c */
int cli_print(int argc, char **argv);       /* src/cli/print.c */

#endif
