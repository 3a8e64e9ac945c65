# make balance: reads `murk --bot` lines and prints the balance tables:
# the win rate, how many runs reached each floor, deaths by kind on each
# floor, and the mean turns spent on each floor by the runs that reached it.
/^game=/ {
    for (i = 1; i <= NF; i++) {
        split($i, kv, "=")
        v[kv[1]] = kv[2]
    }
    runs++
    if (v["outcome"] == "won") wins++
    depth = v["depth"] + 0
    for (f = 1; f <= depth; f++) reached[f]++
    if (v["outcome"] == "died") {
        deaths++
        killed[v["killer"]]++
        killed_on[v["killer"], depth]++
        kinds[v["killer"]] = 1
    }
    n = split(v["floor_turns"], t, ",")
    for (f = 1; f <= n; f++) floor_turns[f] += t[f]
    fights += v["fights"]; fight_turns += v["fight_turns"]; long_fights += v["long_fights"]
    next
}
/^games=/ { summary = $0 }
END {
    if (runs == 0) { print "balance: no runs"; exit 1 }
    printf "runs=%d wins=%d win_rate=%.1f%% deaths=%d\n", runs, wins, 100 * wins / runs, deaths
    printf "\n%-6s %8s %8s %10s\n", "floor", "reached", "percent", "mean_turns"
    for (f = 1; f <= 10; f++)
        printf "%-6d %8d %7.1f%% %10.0f\n", f, reached[f], 100 * reached[f] / runs, reached[f] ? floor_turns[f] / reached[f] : 0
    printf "\ndeaths by kind (share of all deaths), and by floor 1..10:\n"
    for (k in kinds) {
        line = sprintf("%-16s %5d %5.1f%% |", k, killed[k], 100 * killed[k] / deaths)
        for (f = 1; f <= 10; f++) line = line sprintf(" %4d", killed_on[k, f])
        print line
    }
    if (fights > 0)
        printf "\nfights with one monster, floors 1-5: %d, mean %.1f turns from the first blow to its end, %.1f%% over 20\n", fights, fight_turns / fights, 100 * long_fights / fights
    print "\n" summary
}
