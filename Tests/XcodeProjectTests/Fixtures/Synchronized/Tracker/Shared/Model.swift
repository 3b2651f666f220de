struct Model { var laps = 0 }
