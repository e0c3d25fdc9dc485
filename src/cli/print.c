/* placeholder until the print command lands below */
#include <stdio.h>
#include "cli/cli.h"
int cli_print(int argc, char **argv)
{
    (void)argc, (void)argv;
    fprintf(stderr, "crowntable print: not built\n");
    return 1;
}
