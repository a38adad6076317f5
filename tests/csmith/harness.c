/* One translation unit per csmith program (tests/csmith/run.sh): the tiny C
   library, then the program (`program.c`, found through -I of the run's work
   directory) with its `main` renamed, then a `main` that asks it to print the
   checksum of every global (argv[1] == "1"), so a wrong answer names a variable. */
#include "rt.c"

#define main csmith_main
#include "program.c"
#undef main

int main(void) {
  static char *argv[] = {"csmith", "1", 0};
  return csmith_main(2, argv);
}
