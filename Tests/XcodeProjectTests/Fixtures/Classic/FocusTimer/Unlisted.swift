// On disk but in no build phase: discovery must not pick it up for a classic project.
struct Unlisted {}
